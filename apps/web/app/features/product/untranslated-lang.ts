import type { Product } from '@shop/shared/contracts/catalogue';

/**
 * `lang` for a product text on the page: "en" where the catalogue had no Hindi for it and the API
 * answered with the English (it names such fields in `untranslated`), so screen readers and
 * browsers read those words as English on a Hindi page; nothing otherwise.
 */
export function untranslatedLang(product: Pick<Product, 'untranslated'>, field: string): 'en' | undefined {
  return product.untranslated?.includes(field) ? 'en' : undefined;
}
