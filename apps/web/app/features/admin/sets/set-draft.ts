import type { AdminSet, AdminSetInput } from '@shop/shared/contracts/sets';
import { numberFromBox } from '../shared/number-box';

// The set form edits text boxes; these map an AdminSet to them and them to AdminSetInput.

export type SetDraftPart = { variantId: string; label: string; quantity: string };

export type SetDraft = Record<'name' | 'nameHi' | 'slug' | 'description' | 'descriptionHi' | 'value', string> & {
  pricing: 'percent' | 'price';
  parts: SetDraftPart[];
};

export function setDraftOf(set?: AdminSet): SetDraft {
  return {
    name: set?.name ?? '',
    nameHi: set?.nameHi ?? '',
    slug: set?.slug ?? '',
    description: set?.description ?? '',
    descriptionHi: set?.descriptionHi ?? '',
    pricing: set?.fixedPrice !== null && set?.fixedPrice !== undefined ? 'price' : 'percent',
    value: set ? String(set.fixedPrice ?? set.discountPercent ?? '') : '10',
    parts:
      set?.parts.map((part) => ({
        variantId: part.variantId,
        label: `${part.productName} · size ${part.size}`,
        quantity: String(part.quantity),
      })) ?? [],
  };
}

export function setInputOf(draft: SetDraft): AdminSetInput {
  const value = numberFromBox(draft.value);
  return {
    name: draft.name,
    nameHi: draft.nameHi,
    slug: draft.slug,
    description: draft.description,
    descriptionHi: draft.descriptionHi,
    parts: draft.parts.map((part) => ({ variantId: part.variantId, quantity: numberFromBox(part.quantity) })),
    ...(draft.pricing === 'percent' ? { discountPercent: value } : { price: value }),
  };
}
