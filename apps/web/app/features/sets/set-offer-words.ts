import type { MessageId } from '../../locales/catalogues.server';

/**
 * The words of "Complete the shringar" (components/complete-the-shringar.tsx, with set-price.tsx):
 * the product page shows it and needs these, not all of `sets`.
 */
export const SET_OFFER_WORDS = [
  'sets.completeTheShringar',
  'sets.completeIntro',
  'sets.viewSet',
  'sets.setPrice',
  'sets.mrp',
  'sets.youSave',
  'sets.outOfStock',
  'sets.lowStock',
  'sets.inStock',
] as const satisfies readonly MessageId[];
