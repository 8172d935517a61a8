import {
  ADMIN_CATALOGUE_PAGE_SIZE,
  type AdminCatalogueOptions,
  type AdminProduct,
  type AdminProductData,
  type AdminProductImage,
  type AdminProductListResponse,
  type ProductStatus,
} from '@shop/shared/contracts/admin-products';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  type AdminStockListResponse,
  type AdminStockUpdate,
  type StockMovement,
} from '@shop/shared/contracts/admin-stock';
import { slugify } from '@shop/shared/slug';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/postgres-errors';
import { imageUrl, pictureKey, type ImageStorage } from '../../storage/image-storage';
import { recordAudit } from '../audit/audit-repository';
import type { CatalogueService } from '../catalogue/catalogue-service';
import type {
  AdminCatalogueQueries,
  AdminCatalogueRepository,
  AdminProductRecord,
  ProductFilters,
} from './admin-catalogue-repository';
import { sanitizeDescription } from './description-html';
import { removeProductImageFiles, storeProductImage } from './product-images';

type ImageRecord = AdminProductRecord['images'][number];

function imageDto(image: ImageRecord): AdminProductImage {
  const widths = [...image.widths].sort((a, b) => a - b);
  const file = (w: number) => imageUrl(pictureKey(image.path, w));
  const src = widths.includes(640) ? 640 : (widths.at(-1) ?? 640);
  return {
    id: image.id,
    position: image.position,
    alt: image.alt,
    thumbnail: file(widths[0] ?? src),
    src: file(src),
    srcSet: widths.map((w) => `${file(w)} ${w}w`).join(', '),
  };
}

export function toAdminProduct(row: AdminProductRecord, hasOrders: boolean): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    description: row.description,
    shortFeatures: row.shortFeatures,
    highlights: row.highlights,
    features: row.features,
    category: row.categorySlug,
    collections: row.collections.map((c) => c.collectionSlug).sort(),
    subCategory: row.subCategory,
    deity: row.deitySlug,
    material: row.material,
    color: row.color,
    countryOfOrigin: row.countryOfOrigin,
    specifications: row.specifications,
    packageContent: row.packageContent,
    meta: row.meta,
    isFeatured: row.isFeatured,
    isBestseller: row.isBestseller,
    isNewArrival: row.isNewArrival,
    isDailyUse: row.isDailyUse,
    shippingDetails: {
      weight: row.shippingWeightGrams,
      dimensions: row.shippingDimensions,
      handlingTime: row.handlingTimeDays,
      shippingCharge: paiseToRupees(row.shippingChargePaise),
    },
    hsnCode: row.hsnCode,
    status: row.status,
    variants: [...row.variants]
      .sort((a, b) => a.position - b.position)
      .map((v) => ({
        id: v.id,
        size: v.size,
        sku: v.sku,
        price: paiseToRupees(v.pricePaise),
        originalPrice: v.originalPricePaise === null ? null : paiseToRupees(v.originalPricePaise),
        stock: v.stock,
      })),
    images: [...row.images].sort((a, b) => a.position - b.position).map(imageDto),
    hasOrders,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function variantSku(productSku: string, size: string): string {
  return `${productSku}-${size.toUpperCase().replace(/[^A-Z0-9]+/g, '')}`.slice(0, 64);
}

/** The product columns an admin sets, from the validated input. */
function productColumns(input: AdminProductData, slug: string, sku: string) {
  return {
    name: input.name,
    slug,
    sku,
    description: sanitizeDescription(input.description),
    shortFeatures: input.shortFeatures,
    highlights: input.highlights,
    features: input.features,
    categorySlug: input.category,
    subCategory: input.subCategory,
    deitySlug: input.deity,
    material: input.material,
    color: input.color,
    countryOfOrigin: input.countryOfOrigin,
    specifications: input.specifications,
    packageContent: input.packageContent,
    meta: input.meta,
    isFeatured: input.isFeatured,
    isBestseller: input.isBestseller,
    isNewArrival: input.isNewArrival,
    isDailyUse: input.isDailyUse,
    shippingWeightGrams: input.shippingDetails.weight,
    shippingDimensions: input.shippingDetails.dimensions,
    handlingTimeDays: input.shippingDetails.handlingTime,
    shippingChargePaise: rupeesToPaise(input.shippingDetails.shippingCharge),
    hsnCode: input.hsnCode,
    status: input.status,
  };
}

/** A size's columns from the form, at its place in the list. */
function variantColumns(variant: AdminProductData['variants'][number], sku: string, position: number) {
  return {
    size: variant.size,
    sku,
    pricePaise: rupeesToPaise(variant.price),
    originalPricePaise: variant.originalPrice === null ? null : rupeesToPaise(variant.originalPrice),
    position,
  };
}

/** A new size; its opening stock is recorded as a movement. */
async function insertVariantWithStock(
  queries: AdminCatalogueQueries,
  actorUserId: string,
  values: Parameters<AdminCatalogueQueries['insertVariant']>[0],
): Promise<void> {
  const variantId = await queries.insertVariant(values);
  if (values.stock !== undefined && values.stock > 0) {
    await queries.recordMovement({
      variantId,
      delta: values.stock,
      stockAfter: values.stock,
      reason: 'Initial stock',
      actorUserId,
    });
  }
}

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

/**
 * The back office's catalogue rules. Every write runs in one transaction with its audit record,
 * then drops the storefront's catalogue snapshot so shoppers see the change at once.
 */
export function adminCatalogueService({
  repository,
  catalogue,
  images,
}: {
  repository: AdminCatalogueRepository;
  catalogue: CatalogueService;
  images: ImageStorage;
}) {
  const threshold = () => repository.lowStockThreshold(DEFAULT_LOW_STOCK_THRESHOLD);

  async function load(queries: AdminCatalogueQueries, id: string): Promise<AdminProduct> {
    const row = await queries.findProduct(id);
    if (!row) throw new AppError('PRODUCT_NOT_FOUND');
    return toAdminProduct(row, await queries.hasOrders(id));
  }

  /** Runs `work` in one transaction on the product, locked (PRODUCT_NOT_FOUND when it is gone); then refreshes the storefront. */
  async function changeProduct<T>(
    productId: string,
    work: (queries: AdminCatalogueQueries, tx: Db) => Promise<T>,
  ): Promise<T> {
    const result = await repository.transaction(async (queries, tx) => {
      if (!(await queries.lockProduct(productId))) throw new AppError('PRODUCT_NOT_FOUND');
      return work(queries, tx);
    });
    catalogue.invalidate();
    return result;
  }

  /**
   * Two saves at once may both pass `checkProduct` (each transaction sees only what is committed),
   * and the unique index then refuses the second. Checked again after the first has committed, the
   * second gets the same answer as if it had come later: "Slug already used", not a server error.
   * The handler for a save's `.catch`.
   */
  function refusedLikeALaterSave(input: AdminProductData, productId?: string) {
    return async (error: unknown): Promise<never> => {
      if (isUniqueViolation(error)) await checkProduct(repository, input, productId);
      throw error;
    };
  }

  /** References and uniqueness the schema cannot check alone; field errors name the input. */
  async function checkProduct(queries: AdminCatalogueQueries, input: AdminProductData, productId?: string) {
    const slug = input.slug ?? slugify(input.name);
    if (!slug) throw new AppError('VALIDATION_FAILED', {}, { slug: 'Enter a slug made of letters or digits' });
    const refuseTakenSlug = async () => {
      if (await queries.slugTaken(slug, productId))
        throw new AppError('PRODUCT_SLUG_TAKEN', { slug }, { slug: 'Slug already used' });
    };
    await refuseTakenSlug();

    const sku = input.sku ?? slug.toUpperCase().slice(0, 64);
    const variantSkus = input.variants.map((v) => v.sku ?? variantSku(sku, v.size));
    const all = [sku, ...variantSkus];
    const repeated = all.find((value, index) => all.indexOf(value) !== index);
    if (repeated) throw new AppError('PRODUCT_SKU_TAKEN', { sku: repeated });
    const taken = await queries.takenSku(all, productId);
    if (taken) {
      // Each read sees what is committed when it runs: a racing save of the same product may have
      // committed between the slug's read and this one. Its slug is then the first thing to name.
      await refuseTakenSlug();
      throw new AppError('PRODUCT_SKU_TAKEN', { sku: taken });
    }

    const known = await queries.existingCollections([input.category, ...input.collections]);
    if (!known.has(input.category)) throw new AppError('VALIDATION_FAILED', {}, { category: 'Unknown category' });
    const unknown = input.collections.find((c) => !known.has(c));
    if (unknown) throw new AppError('VALIDATION_FAILED', {}, { collections: `Unknown collection: ${unknown}` });
    if (input.deity && !(await queries.deityExists(input.deity))) {
      throw new AppError('VALIDATION_FAILED', {}, { deity: 'Unknown deity' });
    }
    return { slug, sku, variantSkus };
  }

  return {
    async options(): Promise<AdminCatalogueOptions> {
      const [collectionRows, deityRows] = await Promise.all([repository.listCollections(), repository.listDeities()]);
      return {
        categories: collectionRows.filter((c) => c.kind === 'category').map(({ slug, name }) => ({ slug, name })),
        collections: collectionRows.map(({ slug, name }) => ({ slug, name })),
        deities: deityRows,
      };
    },

    async list(filters: ProductFilters & { page: number }): Promise<AdminProductListResponse> {
      const limit = ADMIN_CATALOGUE_PAGE_SIZE;
      const low = await threshold();
      const [total, rows] = await Promise.all([
        repository.countProducts(filters, low),
        repository.listProducts(filters, low, limit, (filters.page - 1) * limit),
      ]);
      return {
        products: rows.map((row) => {
          const widths = row.imageWidths ? [...row.imageWidths].sort((a, b) => a - b) : [];
          return {
            id: row.id,
            name: row.name,
            slug: row.slug,
            sku: row.sku,
            category: row.categorySlug,
            deity: row.deitySlug,
            status: row.status,
            thumbnail: row.imagePath && widths[0] ? imageUrl(pictureKey(row.imagePath, widths[0])) : null,
            price: paiseToRupees(row.minPricePaise),
            totalStock: row.totalStock,
            lowStock: Boolean(row.lowStock),
            variantCount: row.variantCount,
            updatedAt: row.updatedAt.toISOString(),
          };
        }),
        page: filters.page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
        total,
        lowStockThreshold: low,
      };
    },

    get: (id: string) => load(repository, id),

    async create(actorUserId: string, input: AdminProductData): Promise<AdminProduct> {
      const saved = repository.transaction(async (queries, tx) => {
        const { slug, sku, variantSkus } = await checkProduct(queries, input);
        const id = await queries.insertProduct(productColumns(input, slug, sku));
        await queries.replaceCollections(id, [...new Set(input.collections)]);
        for (const [position, variant] of input.variants.entries()) {
          await insertVariantWithStock(queries, actorUserId, {
            productId: id,
            ...variantColumns(variant, variantSkus[position]!, position),
            stock: variant.stock,
          });
        }
        const created = await load(queries, id);
        await recordAudit(tx, {
          actorUserId,
          action: 'product.create',
          entity: 'product',
          entityId: id,
          after: created,
        });
        return created;
      });
      const product = await saved.catch(refusedLikeALaterSave(input));
      catalogue.invalidate();
      return product;
    },

    async update(actorUserId: string, id: string, input: AdminProductData): Promise<AdminProduct> {
      return changeProduct(id, async (queries, tx) => {
        const before = await load(queries, id);
        const { slug, sku, variantSkus } = await checkProduct(queries, input, id);
        await queries.updateProduct(id, productColumns(input, slug, sku));
        await queries.replaceCollections(id, [...new Set(input.collections)]);

        const existing = new Map((await queries.lockVariants(id)).map((v) => [v.id, v]));
        for (const variant of input.variants) {
          if (variant.id && !existing.has(variant.id)) {
            throw new AppError('VARIANT_NOT_FOUND', {}, { variants: 'A size no longer exists; reload the page' });
          }
        }
        const kept = new Set(input.variants.flatMap((v) => (v.id ? [v.id] : [])));
        // Sizes dropped from the form go first, so a new size may reuse a dropped one's name or SKU.
        // Past orders keep their own copy of the size, SKU and price.
        await queries.deleteVariants([...existing.keys()].filter((variantId) => !kept.has(variantId)));
        // Two sizes may trade names (and so SKUs) in one save, or a new size may take a renamed
        // one's old name: each renamed size first steps aside to a name of its own, so no step of
        // the change meets the unique size and SKU indexes.
        for (const [position, variant] of input.variants.entries()) {
          const old = variant.id ? existing.get(variant.id) : undefined;
          if (old && (old.size !== variant.size || old.sku !== variantSkus[position])) {
            await queries.updateVariant(old.id, { size: `~${old.id}`, sku: `~${old.id}` });
          }
        }
        for (const [position, variant] of input.variants.entries()) {
          const values = variantColumns(variant, variantSkus[position]!, position);
          const old = variant.id ? existing.get(variant.id) : undefined;
          if (old) {
            // An existing size keeps its stock: the form may have been opened before orders took
            // some, and every stock change needs a reason (the Stock page, setStock below).
            await queries.updateVariant(old.id, values);
          } else {
            await insertVariantWithStock(queries, actorUserId, { productId: id, ...values, stock: variant.stock });
          }
        }
        const after = await load(queries, id);
        await recordAudit(tx, {
          actorUserId,
          action: 'product.update',
          entity: 'product',
          entityId: id,
          before,
          after,
        });
        return after;
      }).catch(refusedLikeALaterSave(input, id));
    },

    /** Deleted when no order ever included it; otherwise archived (hidden from shoppers, kept for orders). */
    async remove(actorUserId: string, id: string): Promise<'deleted' | 'archived'> {
      let pictures: ImageRecord[] = [];
      const outcome = await changeProduct(id, async (queries, tx) => {
        const before = await load(queries, id);
        if (before.hasOrders) {
          await queries.updateProduct(id, { status: 'archived' });
          await recordAudit(tx, {
            actorUserId,
            action: 'product.archive',
            entity: 'product',
            entityId: id,
            before: { status: before.status },
            after: { status: 'archived' },
          });
          return 'archived' as const;
        }
        pictures = await queries.listImages(id);
        await queries.deleteProduct(id);
        await recordAudit(tx, { actorUserId, action: 'product.delete', entity: 'product', entityId: id, before });
        return 'deleted' as const;
      });
      // Only a product no order ever included is deleted, so no order shows these pictures.
      for (const picture of pictures) await removeProductImageFiles(images, picture);
      return outcome;
    },

    async setStatus(actorUserId: string, id: string, status: ProductStatus): Promise<AdminProduct> {
      return changeProduct(id, async (queries, tx) => {
        const before = await load(queries, id);
        await queries.updateProduct(id, { status });
        await recordAudit(tx, {
          actorUserId,
          action: `product.${status === 'archived' ? 'archive' : 'status'}`,
          entity: 'product',
          entityId: id,
          before: { status: before.status },
          after: { status },
        });
        return load(queries, id);
      });
    },

    // ------------------------------------------------------------ images

    async addImage(actorUserId: string, productId: string, data: Buffer, alt: string): Promise<AdminProduct> {
      const existing = await repository.findProduct(productId);
      if (!existing) throw new AppError('PRODUCT_NOT_FOUND');
      // Files first: the row that points at them appears only once they are stored.
      const stored = await storeProductImage(images, existing.slug, data);
      const withRow = changeProduct(productId, async (queries, tx) => {
        const position = await queries.nextImagePosition(productId);
        const image = await queries.insertImage({
          productId,
          position,
          path: stored.path,
          widths: stored.widths,
          alt: alt || existing.name,
        });
        await queries.touchProduct(productId);
        await recordAudit(tx, {
          actorUserId,
          action: 'product.image_add',
          entity: 'product',
          entityId: productId,
          after: { imageId: image.id, path: image.path, alt: image.alt, position },
        });
        return load(queries, productId);
      });
      // The product went away meanwhile (or the save failed): no row will ever point at the files.
      return withRow.catch(async (error: unknown) => {
        await removeProductImageFiles(images, stored);
        throw error;
      });
    },

    async updateImageAlt(actorUserId: string, productId: string, imageId: string, alt: string): Promise<AdminProduct> {
      return changeProduct(productId, async (queries, tx) => {
        const image = (await queries.listImages(productId)).find((i) => i.id === imageId);
        if (!image) throw new AppError('IMAGE_NOT_FOUND');
        await queries.updateImage(imageId, { alt });
        await queries.touchProduct(productId);
        await recordAudit(tx, {
          actorUserId,
          action: 'product.image_alt',
          entity: 'product',
          entityId: productId,
          before: { imageId, alt: image.alt },
          after: { imageId, alt },
        });
        return load(queries, productId);
      });
    },

    async reorderImages(actorUserId: string, productId: string, imageIds: string[]): Promise<AdminProduct> {
      return changeProduct(productId, async (queries, tx) => {
        const current = await queries.listImages(productId);
        const same =
          imageIds.length === current.length &&
          new Set(imageIds).size === imageIds.length &&
          current.every((image) => imageIds.includes(image.id));
        if (!same) throw new AppError('VALIDATION_FAILED', {}, { imageIds: 'List every picture of the product once' });
        for (const [position, id] of imageIds.entries()) await queries.updateImage(id, { position });
        await queries.touchProduct(productId);
        await recordAudit(tx, {
          actorUserId,
          action: 'product.image_reorder',
          entity: 'product',
          entityId: productId,
          before: current.map((i) => i.id),
          after: imageIds,
        });
        return load(queries, productId);
      });
    },

    async removeImage(actorUserId: string, productId: string, imageId: string): Promise<AdminProduct> {
      let removed: { path: string; widths: number[]; inOrders: boolean } | undefined;
      const product = await changeProduct(productId, async (queries, tx) => {
        const current = await queries.listImages(productId);
        const image = current.find((i) => i.id === imageId);
        if (!image) throw new AppError('IMAGE_NOT_FOUND');
        removed = { ...image, inOrders: await queries.imageInOrders(image.path) };
        await queries.deleteImage(imageId);
        const rest = current.filter((i) => i.id !== imageId);
        for (const [position, other] of rest.entries()) {
          if (other.position !== position) await queries.updateImage(other.id, { position });
        }
        await queries.touchProduct(productId);
        await recordAudit(tx, {
          actorUserId,
          action: 'product.image_remove',
          entity: 'product',
          entityId: productId,
          before: { imageId, path: image.path, alt: image.alt },
        });
        return load(queries, productId);
      });
      // Past orders show the picture they were placed with: its files stay while one does.
      if (removed && !removed.inOrders) await removeProductImageFiles(images, removed);
      return product;
    },

    // ------------------------------------------------------------ stock

    async stock(query: { q?: string; lowStock?: boolean; page: number }): Promise<AdminStockListResponse> {
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
      catalogue.invalidate();
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
        rows.map((row) => [row.sku, row.productName, row.size, row.stock]),
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
          sku: (record[skuAt] ?? '').trim(),
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
      catalogue.invalidate();
      return applied;
    },
  };
}

export type AdminCatalogueService = ReturnType<typeof adminCatalogueService>;
