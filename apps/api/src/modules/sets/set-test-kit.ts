import { expect } from 'vitest';
import { adminSetResponseSchema, type AdminSet, type AdminSetInput } from '@shop/shared/contracts/sets';
import type { Shopper, TestVariant } from '../../test/shoppers';

// Shared steps of the sets' tests: the owner making a set from sizes on sale.

/** A set of these sizes (one of each unless `quantities` says), made by the owner; answers the admin's view of it. */
export async function createSet(
  admin: Shopper,
  parts: TestVariant[],
  fields: Partial<AdminSetInput> & { quantities?: number[] } = {},
): Promise<AdminSet> {
  const { quantities, ...rest } = fields;
  const res = await admin.request({
    method: 'POST',
    url: '/api/v1/admin/sets',
    payload: {
      name: 'Complete Shringar Set',
      nameHi: 'सम्पूर्ण श्रृंगार सेट',
      slug: `shringar-set-${Math.random().toString(36).slice(2, 8)}`,
      description: 'Poshak, mukut and mala in one size.',
      descriptionHi: 'एक ही साइज़ में पोशाक, मुकुट और माला।',
      parts: parts.map((part, i) => ({ variantId: part.variantId, quantity: quantities?.[i] ?? 1 })),
      discountPercent: 10,
      ...rest,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return adminSetResponseSchema.parse(res.json()).set;
}

export async function addSetToCart(shopper: Pick<Shopper, 'request'>, setId: string, quantity = 1) {
  return shopper.request({ method: 'POST', url: '/api/v1/user/add-to-cart', payload: { setId, quantity } });
}
