import { describe, expect, it } from 'vitest';
import { storefrontBuilt, storefrontForSuite } from '../security/storefront-app';
import { createShopper } from '../test/shoppers';

// The account's "My Thakur Ji" forms (add, edit, remove) posted to the page without JavaScript:
// the route's action makes the API call as the shopper and answers with the page.
describe.skipIf(!storefrontBuilt)("the account's saved idols posted without JavaScript", () => {
  const store = storefrontForSuite();

  const post = (url: string, cookie: string, fields: Record<string, string>) =>
    store.shop.app.inject({
      method: 'POST',
      url,
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams(fields).toString(),
    });

  it('adds, changes and removes an idol, saying so in the page’s language', async () => {
    const shopper = await createShopper(store.shop, 'idol-forms');
    const added = await post('/dashboard/idols', shopper.cookie, {
      intent: 'create',
      name: 'Bal Gopal of our mandir',
      deity: 'laddu-gopal',
      size: '',
      heightIn: '3.1',
    });
    expect(added.statusCode, added.body.slice(0, 300)).toBe(200);
    expect(added.headers['cache-control']).toBe('private, no-store');
    expect(added.body).toContain('Your Thakur Ji is saved');
    expect(added.body).toContain('Bal Gopal of our mandir');
    const [idol] = (await shopper.request({ method: 'GET', url: '/api/v1/user/idols' })).json().idols;
    expect(idol).toMatchObject({ size: '3', heightIn: 3.1 });

    const changed = await post('/hi/dashboard/idols', shopper.cookie, {
      intent: 'update',
      id: idol._id,
      name: 'Kanha ji',
      deity: 'laddu-gopal',
      size: '4',
      heightIn: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('आपके ठाकुर जी की जानकारी बदल दी गई');
    expect(changed.body).toContain('Kanha ji');

    const removed = await post('/dashboard/idols', shopper.cookie, { intent: 'delete', id: idol._id });
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toContain('Removed from My Thakur Ji');
    expect((await shopper.request({ method: 'GET', url: '/api/v1/user/idols' })).json().idols).toEqual([]);
  });

  it('refuses bad input in the page’s language, keeping what was typed and saving nothing', async () => {
    const shopper = await createShopper(store.shop, 'idol-forms-refused');
    const refused = await post('/hi/dashboard/idols', shopper.cookie, {
      intent: 'create',
      name: 'Bal Gopal',
      deity: 'laddu-gopal',
      size: '',
      heightIn: '9',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('हमारा सबसे बड़ा साइज़ (6) 4.4 इंच तक ऊँची मूर्तियों पर आता है');
    expect(refused.body).toContain('value="Bal Gopal"');
    expect((await shopper.request({ method: 'GET', url: '/api/v1/user/idols' })).json().idols).toEqual([]);
  });
});
