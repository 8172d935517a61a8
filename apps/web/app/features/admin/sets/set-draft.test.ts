import { describe, expect, it } from 'vitest';
import { adminSetInputSchema } from '@shop/shared/contracts/sets';
import { setDraftOf, setInputOf } from './set-draft';

describe('the set form', () => {
  it('sends a fixed price or a percentage off, never both, with each part and its quantity', () => {
    const draft = {
      ...setDraftOf(),
      name: 'Shringar Set',
      nameHi: 'श्रृंगार सेट',
      slug: 'shringar-set',
      parts: [
        { variantId: '7d8a1f1e-1b6e-4a57-9d1c-2f0b9f3f8a01', label: 'Poshak · size 3', quantity: '1' },
        { variantId: '7d8a1f1e-1b6e-4a57-9d1c-2f0b9f3f8a02', label: 'Mala · size 3', quantity: '2' },
      ],
    };
    expect(adminSetInputSchema.parse(setInputOf(draft))).toMatchObject({
      discountPercent: 10,
      parts: [{ quantity: 1 }, { quantity: 2 }],
    });
    const fixed = setInputOf({ ...draft, pricing: 'price', value: '999' });
    expect(fixed).toMatchObject({ price: 999 });
    expect(fixed).not.toHaveProperty('discountPercent');
  });
});
