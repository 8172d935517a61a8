import type { Product } from '@shop/shared/contracts/catalogue';
import type { Translate } from '../../lib/i18n';

/** `lang` is "en" for a value the catalogue has no Hindi for, shown in English on a Hindi page. */
export type SpecificationRow = { label: string; value: string; lang?: 'en' };

const valueOrNA = (value: string | null | undefined, t: Translate) =>
  value && value.trim() !== '' ? value : t('product.notAvailable');

/**
 * The specifications table, 'N/A' for anything missing (spec section 9). The shipping charge is the
 * shop's one rule (what the cart will add, lib/delivery-words.ts `standardFee`), not a per-product
 * field the cart never reads.
 */
export function specificationRows(product: Product, t: Translate, shippingCharge: string): SpecificationRow[] {
  const spec = product.specifications;
  const orNA = (value: string | null | undefined) => valueOrNA(value, t);
  // As untranslated-lang.ts does; importing it here would cut the page's first chunk in two.
  const specification = (key: keyof Product['specifications']) => ({
    value: orNA(spec[key]),
    lang: spec[key] && product.untranslated?.includes(`specifications.${key}`) ? ('en' as const) : undefined,
  });
  return [
    { label: t('product.specBrand'), ...specification('brand') },
    { label: t('product.specMaterial'), value: orNA(product.material) },
    spec.color
      ? { label: t('product.specColour'), ...specification('color') }
      : { label: t('product.specColour'), value: orNA(product.color) },
    { label: t('product.specOccasion'), ...specification('occasion') },
    { label: t('product.specDimensions'), ...specification('dimensions') },
    { label: t('product.specWeight'), ...specification('weight') },
    { label: t('product.specCare'), ...specification('careInstructions') },
    { label: t('product.specOrigin'), value: orNA(product.countryOfOrigin) },
    { label: t('product.specSku'), value: orNA(product.sku) },
    { label: t('product.specShipping'), value: shippingCharge },
  ];
}

/** The collapsible Additional Details of the product information panel. */
export function additionalDetailRows(product: Product, t: Translate): SpecificationRow[] {
  const { shippingDetails: shipping } = product;
  const orNA = (value: string | null | undefined) => valueOrNA(value, t);
  return [
    { label: t('product.specType'), value: orNA(product.subCategory) },
    { label: t('product.specItems'), value: orNA(product.packageContent.itemsIncluded) },
    { label: t('product.specPackaging'), value: orNA(product.packageContent.packagingType) },
    {
      label: t('product.specPackageWeight'),
      value: shipping.weight > 0 ? t('product.grams', { weight: shipping.weight }) : t('product.notAvailable'),
    },
    { label: t('product.specPackageDimensions'), value: orNA(shipping.dimensions) },
    {
      label: t('product.specHandling'),
      value:
        shipping.handlingTime > 0
          ? t('product.handlingDays', { count: shipping.handlingTime })
          : t('product.notAvailable'),
    },
  ];
}
