import { LOW_STOCK_THRESHOLD } from './constants';
import type { StockStatus } from './contracts/catalogue';

export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return 'out_of_stock';
  if (stock <= LOW_STOCK_THRESHOLD) return 'low_stock';
  return 'in_stock';
}

/** Availability wording of spec section 4. */
export function availabilityText(stock: number): string {
  const status = stockStatus(stock);
  if (status === 'out_of_stock') return 'Out of Stock';
  if (status === 'low_stock') return `Low Stock - Only ${stock} left`;
  return 'In Stock';
}
