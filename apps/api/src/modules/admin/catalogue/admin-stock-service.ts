import { ADMIN_CATALOGUE_PAGE_SIZE } from '@shop/shared/contracts/admin-products';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  type AdminStockListResponse,
  type AdminStockUpdate,
  type StockMovement,
} from '@shop/shared/contracts/admin-stock';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../../app-error';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../audit/audit-repository';
import type { CatalogueService } from '../../catalogue/catalogue-service';
import type { AdminCatalogueQueries, AdminCatalogueRepository } from './admin-catalogue-repository';
import { neutraliseFormula, restoreNeutralised } from '../shared/spreadsheet-cell';

/** Sets a size's stock to `stock`, with its movement, the product's change time and the audit record. */
async function writeStock(
  queries: AdminCatalogueQueries,
  tx: Db,
  actorUserId: string,
  variant: { id: string; productId: string; sku: string; stock: number },
  change: { stock: number; reason: string; action: string; after: Record<string, unknown> },
): Promise<void> {
  await queries.updateVariant(variant.id, { stock: change.stock });
  await queries.recordMovement({
    variantId: variant.id,
    delta: change.stock - variant.stock,
    stockAfter: change.stock,
    reason: change.reason,
    actorUserId,
  });
  await queries.touchProduct(variant.productId);
  await recordAudit(tx, {
    actorUserId,
    action: change.action,
    entity: 'variant',
    entityId: variant.id,
    before: { sku: variant.sku, stock: variant.stock },
    after: change.after,
  });
}

type CsvProblem = { line: number; message: string };

/** Stock levels, their history, the low-stock threshold and the stock CSV, each change with its reason and audit record. */
export function adminStockService({
  repository,
  catalogue,
}: {
  repository: AdminCatalogueRepository;
  catalogue: CatalogueService;
}) {
  const threshold = () => repository.lowStockThreshold(DEFAULT_LOW_STOCK_THRESHOLD);

  return {
    async list(query: { q?: string; lowStock?: boolean; page: number }): Promise<AdminStockListResponse> {
      const limit = ADMIN_CATALOGUE_PAGE_SIZE;
      const low = await threshold();
      const [total, rows] = await Promise.all([
        repository.countStock(query.q, query.lowStock, low),
        repository.listStock(query.q, query.lowStock, low, limit, (query.page - 1) * limit),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, lowStock: row.stock <= low })),
        page: query.page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
        total,
        lowStockThreshold: low,
      };
    },

    async setStock(actorUserId: string, variantId: string, change: AdminStockUpdate) {
      const result = await repository.transaction(async (queries, tx) => {
        const variant = await queries.lockVariant(variantId);
        if (!variant) throw new AppError('VARIANT_NOT_FOUND');
        if (variant.stock !== change.stock) {
          await writeStock(queries, tx, actorUserId, variant, {
            stock: change.stock,
            reason: change.reason,
            action: 'variant.stock',
            after: { sku: variant.sku, stock: change.stock, reason: change.reason },
          });
        }
        return { variantId, stock: change.stock };
      });
      await catalogue.invalidate();
      return result;
    },

    async history(variantId: string): Promise<StockMovement[]> {
      const rows = await repository.stockHistory(variantId, 100);
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        delta: row.delta,
        stockAfter: row.stockAfter,
        reason: row.reason,
        actor: row.actorEmail ?? (row.orderId ? 'Customer order' : null),
        orderId: row.orderId,
      }));
    },

    lowStockThreshold: threshold,

    async setLowStockThreshold(actorUserId: string, value: number): Promise<number> {
      await repository.transaction(async (queries, tx) => {
        const before = await queries.lowStockThreshold(DEFAULT_LOW_STOCK_THRESHOLD);
        await queries.setLowStockThreshold(value);
        await recordAudit(tx, {
          actorUserId,
          action: 'settings.low_stock_threshold',
          entity: 'settings',
          entityId: 'lowStockThreshold',
          before: { lowStockThreshold: before },
          after: { lowStockThreshold: value },
        });
      });
      return value;
    },

    async exportCsv(): Promise<string> {
      const rows = await repository.listStock(undefined, undefined, 0);
      return stringify(
        rows.map((row) => [
          neutraliseFormula(row.sku),
          neutraliseFormula(row.productName),
          neutraliseFormula(row.size),
          row.stock,
        ]),
        { header: true, columns: ['sku', 'product', 'size', 'stock'] },
      );
    },

    /**
     * `sku,stock` rows: every row is checked first; one bad row and nothing is applied, with the
     * bad rows listed by line number (the header is line 1).
     */
    async importCsv(actorUserId: string, csv: string): Promise<number> {
      let records: string[][];
      try {
        records = parse(csv, { skip_empty_lines: true, trim: true, bom: true, relax_column_count: true });
      } catch {
        throw new AppError('VALIDATION_FAILED', {}, { csv: 'This is not a readable CSV file' });
      }
      const [header, ...body] = records;
      const columns = (header ?? []).map((c) => c.toLowerCase());
      const skuAt = columns.indexOf('sku');
      const stockAt = columns.indexOf('stock');
      if (skuAt < 0 || stockAt < 0) {
        throw new AppError('VALIDATION_FAILED', {}, { csv: 'The first line must name the columns sku and stock' });
      }
      if (body.length === 0) throw new AppError('VALIDATION_FAILED', {}, { csv: 'The file has no rows' });

      const applied = await repository.transaction(async (queries, tx) => {
        const wanted = body.map((record, index) => ({
          line: index + 2,
          sku: restoreNeutralised((record[skuAt] ?? '').trim()),
          raw: (record[stockAt] ?? '').trim(),
        }));
        const found = new Map(
          (await queries.variantsBySku([...new Set(wanted.map((w) => w.sku))])).map((v) => [v.sku, v]),
        );
        const problems: CsvProblem[] = [];
        const seen = new Set<string>();
        for (const row of wanted) {
          if (!row.sku) problems.push({ line: row.line, message: 'SKU is missing' });
          else if (seen.has(row.sku)) problems.push({ line: row.line, message: `Duplicate SKU ${row.sku}` });
          else if (!found.has(row.sku)) problems.push({ line: row.line, message: `Unknown SKU ${row.sku}` });
          else if (!/^-?\d+$/.test(row.raw))
            problems.push({ line: row.line, message: `Stock "${row.raw}" is not a whole number` });
          else if (Number(row.raw) < 0) problems.push({ line: row.line, message: 'Stock cannot be negative' });
          else if (Number(row.raw) > 1_000_000) problems.push({ line: row.line, message: 'Stock is too large' });
          seen.add(row.sku);
        }
        if (problems.length > 0) {
          throw new AppError(
            'STOCK_IMPORT_INVALID',
            { n: problems.length },
            Object.fromEntries(problems.slice(0, 200).map((p) => [`line ${p.line}`, p.message])),
          );
        }
        let changed = 0;
        for (const row of wanted) {
          const variant = found.get(row.sku)!;
          const stock = Number(row.raw);
          if (variant.stock === stock) continue;
          await writeStock(queries, tx, actorUserId, variant, {
            stock,
            reason: 'CSV import',
            action: 'variant.stock_import',
            after: { sku: variant.sku, stock },
          });
          changed += 1;
        }
        return changed;
      });
      await catalogue.invalidate();
      return applied;
    },
  };
}
