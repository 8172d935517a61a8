import type { Product } from '@shop/shared/contracts/catalogue';
import type { Translate } from '../../lib/i18n';

/** `lang` is "en" for a value the catalogue has no Hindi for, shown in English on a Hindi page. */
export type SpecificationRow = { label: string; value: string; lang?: 'en' };

type Text = string | null | undefined;

/** A value, or 'N/A' in the page's words. `english`: the API named the value untranslated. */
function cell(value: Text, t: Translate, english: boolean): Pick<SpecificationRow, 'value' | 'lang'> {
  if (!value || value.trim() === '') return { value: t('productDetails.notAvailable') };
  return { value, lang: english ? 'en' : undefined };
}

/**
 * A product field's cell, marked English where a Hindi answer names it untranslated. `color` is
 * never named: a Hindi answer without a Hindi colour specification shows the English colour.
 * As lib/i18n.tsx englishFallback() does; importing it here would cut the page's first chunk in two.
 */
function fieldCell(product: Product, t: Translate) {
  return (value: Text, name: string) =>
    cell(
      value,
      t,
      (product.untranslated?.includes(name) ?? false) || (name === 'color' && product.untranslated !== undefined),
    );
}

/**
 * The specifications table, 'N/A' for anything missing (spec section 9). The shipping charge is the
 * shop's one rule (what the cart will add, lib/delivery-words.ts `standardFee`), not a per-product
 * field the cart never reads.
 */
export function specificationRows(product: Product, t: Translate, shippingCharge: string): SpecificationRow[] {
  const spec = product.specifications;
  const field = fieldCell(product, t);
  const specification = (key: keyof Product['specifications']) => field(spec[key], `specifications.${key}`);
  return [
    { label: t('productDetails.specBrand'), ...specification('brand') },
    { label: t('productDetails.specMaterial'), ...field(product.material, 'material') },
    // The colour's own column has no Hindi; its Hindi is the specification's.
    { label: t('productDetails.specColour'), ...(spec.color ? specification('color') : field(product.color, 'color')) },
    { label: t('productDetails.specOccasion'), ...specification('occasion') },
    { label: t('productDetails.specDimensions'), ...specification('dimensions') },
    { label: t('productDetails.specWeight'), ...specification('weight') },
    { label: t('productDetails.specCare'), ...specification('careInstructions') },
    { label: t('productDetails.specOrigin'), ...field(product.countryOfOrigin, 'countryOfOrigin') },
    { label: t('productDetails.specSku'), ...cell(product.sku, t, false) },
    { label: t('productDetails.specShipping'), value: shippingCharge },
  ];
}

/** The collapsible Additional Details of the product information panel. */
export function additionalDetailRows(product: Product, t: Translate): SpecificationRow[] {
  const { shippingDetails: shipping, packageContent } = product;
  const field = fieldCell(product, t);
  return [
    { label: t('productDetails.specType'), ...field(product.subCategory, 'subCategory') },
    { label: t('productDetails.specItems'), ...field(packageContent.itemsIncluded, 'packageContent.itemsIncluded') },
    {
      label: t('productDetails.specPackaging'),
      ...field(packageContent.packagingType, 'packageContent.packagingType'),
    },
    {
      label: t('productDetails.specPackageWeight'),
      value:
        shipping.weight > 0 ? t('productDetails.grams', { weight: shipping.weight }) : t('productDetails.notAvailable'),
    },
    { label: t('productDetails.specPackageDimensions'), ...cell(shipping.dimensions, t, false) },
    {
      label: t('productDetails.specHandling'),
      value:
        shipping.handlingTime > 0
          ? t('productDetails.handlingDays', { count: shipping.handlingTime })
          : t('productDetails.notAvailable'),
    },
  ];
}
