import { describe, expect, it } from 'vitest';
import { shopDay } from '@shop/shared/dates';
import { festivals } from '../../db/schema';
import { storefrontBuilt, storefrontForSuite } from '../../security/storefront-app';

// The product page's PIN check sent without JavaScript (decision 0155): the form comes back as
// `?pincode=`, and the server's HTML answers it, festival line included, in the page's language.
// The calendar gains a festival a month from today so the answer does not hang on the season.
describe.skipIf(!storefrontBuilt)('The PIN check without JavaScript', () => {
  const store = storefrontForSuite();

  const inAMonth = () =>
    new Date(Date.parse(`${shopDay(new Date())}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);

  it('answers a PIN with the delivery dates and whether it arrives before the festival, in Hindi too', async () => {
    await store.shop.db.insert(festivals).values({ name: 'Gita Jayanti', nameHi: 'गीता जयंती', date: inAMonth() });
    const english = (await store.shop.app.inject({ url: `/products/${store.productSlug}?pincode=281121` })).body;
    expect(english).toContain('Estimated delivery:');
    expect(english).toContain('Arrives before Gita Jayanti?');
    expect(english).toContain('Yes, arrives by');
    expect(english).toContain('value="281121"');

    const hindi = (await store.shop.app.inject({ url: `/hi/products/${store.productSlug}?pincode=281121` })).body;
    expect(hindi).toContain('अनुमानित डिलीवरी:');
    expect(hindi).toContain('गीता जयंती से पहले पहुँचेगा?');
    expect(hindi).toMatch(/हाँ, \d{1,2} [^\s<]+ तक पहुँच जाएगा/);
  });

  it('refuses a PIN that is not six digits, or not India Post’s, in the page’s language', async () => {
    const short = (await store.shop.app.inject({ url: `/hi/products/${store.productSlug}?pincode=2811` })).body;
    expect(short).toContain('कृपया 6 अंकों का सही पिन कोड डालें');
    const unknown = (await store.shop.app.inject({ url: `/products/${store.productSlug}?pincode=999999` })).body;
    expect(unknown).toContain('Invalid PIN code');
    expect(unknown).not.toContain('Arrives before Gita Jayanti?');
  });
});
