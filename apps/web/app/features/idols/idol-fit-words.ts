import type { MessageId } from '../../locales/catalogues.server';

/** The words of `IdolFit` (components/idol-fit.tsx): a page showing it needs these, not all of `idols`. */
export const IDOL_FIT_WORDS = ['idols.fitsProduct', 'idols.noSizeFor'] as const satisfies readonly MessageId[];
