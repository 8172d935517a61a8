import type { ErrorCatalogue } from './entry';

// Part of the error catalogue (../errors.ts): products, sizes, quantities and search.
// In a file of its own so the storefront's first scripts carry only the messages they show
// (read them with `messageOf` from ./entry).
export const CATALOGUE_ERRORS = {
  PRODUCT_NOT_FOUND: { status: 404, message: 'Product not found' },
  COLLECTION_NOT_FOUND: { status: 404, message: 'Collection not found' },
  CATEGORY_NOT_FOUND: { status: 404, message: 'Category not found' },
  PRODUCTS_LOAD_FAILED: { status: 500, message: 'Failed to load products' },
  INVALID_PRODUCT: { status: 400, message: 'Invalid product' },
  VARIANTS_NOT_AVAILABLE: { status: 400, message: 'Product variants not available' },
  INVALID_SIZE: { status: 400, message: 'Invalid size selected' },
  SIZE_NOT_AVAILABLE: { status: 400, message: 'Selected size not available' },
  SIZE_OUT_OF_STOCK: { status: 409, message: 'This size is out of stock' },
  SIZE_REQUIRED: { status: 400, message: 'Please select a size' },
  QUANTITY_TOO_LOW: { status: 400, message: 'Quantity cannot be less than 1' },
  QUANTITY_TOO_HIGH: { status: 409, message: 'Only {n} items available' },
  SEARCH_FAILED: { status: 500, message: 'Search failed' },
} as const satisfies ErrorCatalogue;
