import { describe, expect, it } from 'vitest';
import { shareText, whatsappShareUrl } from './whatsapp-share-url';

describe('Sharing a product on WhatsApp', () => {
  it('says the price beside the name, with "from" when sizes are priced differently', () => {
    expect(shareText({ name: 'Peacock Poshak', price: 429, variants: [{ price: 429 }, { price: 529 }] })).toBe(
      'Peacock Poshak, from ₹429',
    );
    expect(shareText({ name: 'Flute', price: 199, variants: [{ price: 199 }] })).toBe('Flute, ₹199');
  });

  it('puts the text and the link in the message', () => {
    expect(whatsappShareUrl('Flute, ₹199', 'https://shop.test/product/flute')).toBe(
      'https://wa.me/?text=Flute%2C%20%E2%82%B9199%20https%3A%2F%2Fshop.test%2Fproduct%2Fflute',
    );
  });
});
