import type { Product } from '@shop/shared/contracts/catalogue';
import { formatRupees } from '@shop/shared/money';

export type SpecificationRow = { label: string; value: string };

const orNA = (value: string | null | undefined) => (value && value.trim() !== '' ? value : 'N/A');

/** The specifications table: 'Free' when shipping costs nothing, 'N/A' for anything missing (spec section 9). */
export function specificationRows(product: Product): SpecificationRow[] {
  const { specifications: spec, shippingDetails: shipping } = product;
  return [
    { label: 'Brand', value: orNA(spec.brand) },
    { label: 'Material', value: orNA(product.material) },
    { label: 'Colour', value: orNA(spec.color || product.color) },
    { label: 'Occasion', value: orNA(spec.occasion) },
    { label: 'Dimensions', value: orNA(spec.dimensions) },
    { label: 'Weight', value: orNA(spec.weight) },
    { label: 'Care Instructions', value: orNA(spec.careInstructions) },
    { label: 'Country of Origin', value: orNA(product.countryOfOrigin) },
    { label: 'SKU', value: orNA(product.sku) },
    {
      label: 'Shipping Charge',
      value: shipping.shippingCharge > 0 ? formatRupees(shipping.shippingCharge) : 'Free',
    },
  ];
}

/** The collapsible Additional Details of the product information panel. */
export function additionalDetailRows(product: Product): SpecificationRow[] {
  const { shippingDetails: shipping } = product;
  return [
    { label: 'Type', value: orNA(product.subCategory) },
    { label: 'Items Included', value: orNA(product.packageContent.itemsIncluded) },
    { label: 'Packaging', value: orNA(product.packageContent.packagingType) },
    { label: 'Package Weight', value: shipping.weight > 0 ? `${shipping.weight} g` : 'N/A' },
    { label: 'Package Dimensions', value: orNA(shipping.dimensions) },
    {
      label: 'Handling Time',
      value:
        shipping.handlingTime > 0 ? `${shipping.handlingTime} day${shipping.handlingTime === 1 ? '' : 's'}` : 'N/A',
    },
  ];
}
