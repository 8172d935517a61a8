import type { Product } from '@shop/shared/contracts/catalogue';
import { standardShippingText } from '@shop/shared/pricing-rules';

export type SpecificationRow = { label: string; value: string };

const orNA = (value: string | null | undefined) => (value && value.trim() !== '' ? value : 'N/A');

/**
 * The specifications table, 'N/A' for anything missing (spec section 9). The shipping charge is the
 * shop's one rule (what the cart will add), not a per-product field the cart never reads.
 */
export function specificationRows(product: Product): SpecificationRow[] {
  const spec = product.specifications;
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
    { label: 'Shipping Charge', value: standardShippingText() },
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
