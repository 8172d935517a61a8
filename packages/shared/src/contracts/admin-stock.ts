import { z } from 'zod';
import { emptyToUndefined, flag, page, text } from './admin-fields';
import { PRODUCT_STATUSES } from './admin-products';

// The back office's stock: levels per size, their history, the low-stock threshold and CSV import.

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

export const adminStockQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  lowStock: flag,
  page,
});
export type AdminStockQuery = { q?: string; lowStock?: boolean; page?: number };

export const adminStockRowSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productName: z.string(),
  productStatus: z.enum(PRODUCT_STATUSES),
  size: z.string(),
  sku: z.string(),
  stock: z.number().int(),
  lowStock: z.boolean(),
  /** Shoppers waiting to be told this size is back ("Notify me"). */
  waiting: z.number().int(),
});
export type AdminStockRow = z.infer<typeof adminStockRowSchema>;
export const adminStockListResponseSchema = z.object({
  rows: z.array(adminStockRowSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  lowStockThreshold: z.number().int(),
});
export type AdminStockListResponse = z.infer<typeof adminStockListResponseSchema>;

export const variantIdParamsSchema = z.object({ variantId: z.string().uuid('Size not found') });

export const adminStockUpdateSchema = z.object({
  stock: z
    .number({ error: 'Stock must be a whole number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(1_000_000, 'Stock is too large'),
  reason: text('Reason', 200).min(1, 'Please give a reason for the change'),
});
export type AdminStockUpdate = z.infer<typeof adminStockUpdateSchema>;

export const stockMovementSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  delta: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.string(),
  /** Who made it: an admin's email, "Customer order" for sales, or null for the system. */
  actor: z.string().nullable(),
  orderId: z.string().nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const stockHistoryResponseSchema = z.object({ movements: z.array(stockMovementSchema) });
export type StockHistoryResponse = z.infer<typeof stockHistoryResponseSchema>;

export const stockSettingsSchema = z.object({
  lowStockThreshold: z
    .number({ error: 'Threshold must be a whole number' })
    .int('Threshold must be a whole number')
    .min(0, 'Threshold cannot be negative')
    .max(10_000),
});
export type StockSettings = z.infer<typeof stockSettingsSchema>;

/** POST /admin/stock/import: the CSV text (header `sku,stock`). */
export const stockImportSchema = z.object({ csv: z.string().min(1, 'The file is empty').max(1_000_000) });
export const stockImportResponseSchema = z.object({ applied: z.number().int(), message: z.string() });
export type StockImportResponse = z.infer<typeof stockImportResponseSchema>;
