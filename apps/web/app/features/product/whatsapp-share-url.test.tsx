// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { Locale } from '@shop/shared/locale';
import { describe, expect, it } from 'vitest';
import { useT } from '../../lib/i18n';
import { InLanguage } from '../../test/language';
import { shareText, whatsappShareUrl } from './whatsapp-share-url';

function tIn(locale: Locale) {
  return renderHook(() => useT(), {
    wrapper: ({ children }) => <InLanguage locale={locale}>{children}</InLanguage>,
  }).result.current;
}

describe('Sharing a product on WhatsApp', () => {
  it('says the price beside the name, with "from" when sizes are priced differently', () => {
    const t = tIn('en');
    expect(shareText({ name: 'Peacock Poshak', price: 429, variants: [{ price: 429 }, { price: 529 }] }, t)).toBe(
      'Peacock Poshak, from ₹429',
    );
    expect(shareText({ name: 'Flute', price: 199, variants: [{ price: 199 }] }, t)).toBe('Flute, ₹199');
  });

  it('says it in Hindi from a Hindi page', () => {
    const t = tIn('hi');
    expect(shareText({ name: 'मोर पोशाक', price: 429, variants: [{ price: 429 }, { price: 529 }] }, t)).toBe(
      'मोर पोशाक, ₹429 से शुरू',
    );
  });

  it('puts the text and the link in the message', () => {
    expect(whatsappShareUrl('Flute, ₹199', 'https://shop.test/product/flute')).toBe(
      'https://wa.me/?text=Flute%2C%20%E2%82%B9199%20https%3A%2F%2Fshop.test%2Fproduct%2Fflute',
    );
  });
});
