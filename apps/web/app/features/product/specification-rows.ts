import type { Product } from '@shop/shared/contracts/catalogue';
import type { Translate } from '../../lib/i18n';

/** `lang` is "en" for a value the catalogue has no Hindi for, shown in English on a Hindi page. */
export type SpecificationRow = { label: string; value: string; lang?: 'en' };

type Text = string | null | undefined;

/**
 * A value, or 'N/A' in the page's words. `english`: the value is English on this page, either named
 * untranslated by the API or held by the catalogue in English only (an answer in Hindi carries an
 * `untranslated` list).
 */
function cell(value: Text, t: Translate, english: boolean): Pick<SpecificationRow, 'value' | 'lang'> {
  if (!value || value.trim() === '') return { value: t('product.notAvailable') };
  return { value, lang: english ? 'en' : undefined };
}

/**
 * The specifications table, 'N/A' for anything missing (spec section 9). The shipping charge is the
 * shop's one rule (what the cart will add, lib/delivery-words.ts `standardFee`), not a per-product
 * field the cart never reads.
 */
export function specificationRows(product: Product, t: Translate, shippingCharge: string): SpecificationRow[] {
  const spec = product.specifications;
  const englishOnly = (value: Text) => cell(value, t, product.untranslated !== undefined);
  // As lib/i18n.tsx englishFallback() does; importing it here would cut the page's first chunk in two.
  const specification = (key: keyof Product['specifications']) =>
    cell(spec[key], t, product.untranslated?.includes(`specifications.${key}`) ?? false);
  return [
    { label: t('product.specBrand'), ...specification('brand') },
    { label: t('product.specMaterial'), ...englishOnly(product.material) },
    { label: t('product.specColour'), ...(spec.color ? specification('color') : englishOnly(product.color)) },
    { label: t('product.specOccasion'), ...specification('occasion') },
    { label: t('product.specDimensions'), ...specification('dimensions') },
    { label: t('product.specWeight'), ...specification('weight') },
    { label: t('product.specCare'), ...specification('careInstructions') },
    { label: t('product.specOrigin'), ...englishOnly(product.countryOfOrigin) },
    { label: t('product.specSku'), ...cell(product.sku, t, false) },
    { label: t('product.specShipping'), value: shippingCharge },
  ];
}

/** The collapsible Additional Details of the product information panel. */
export function additionalDetailRows(product: Product, t: Translate): SpecificationRow[] {
  const { shippingDetails: shipping } = product;
  const englishOnly = (value: Text) => cell(value, t, product.untranslated !== undefined);
  return [
    { label: t('product.specType'), ...englishOnly(product.subCategory) },
    { label: t('product.specItems'), ...englishOnly(product.packageContent.itemsIncluded) },
    { label: t('product.specPackaging'), ...englishOnly(product.packageContent.packagingType) },
    {
      label: t('product.specPackageWeight'),
      value: shipping.weight > 0 ? t('product.grams', { weight: shipping.weight }) : t('product.notAvailable'),
    },
    { label: t('product.specPackageDimensions'), ...cell(shipping.dimensions, t, false) },
    {
      label: t('product.specHandling'),
      value:
        shipping.handlingTime > 0
          ? t('product.handlingDays', { count: shipping.handlingTime })
          : t('product.notAvailable'),
    },
  ];
}
