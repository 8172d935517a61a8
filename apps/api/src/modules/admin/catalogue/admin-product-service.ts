import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_CATALOGUE_PAGE_SIZE,
  type AdminCatalogueOptions,
  type AdminProduct,
  type AdminProductData,
  type AdminProductListResponse,
  type ProductStatus,
} from '@shop/shared/contracts/admin-products';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@shop/shared/contracts/admin-stock';
import { slugify } from '@shop/shared/slug';
import { AppError } from '../../../app-error';
import { isUniqueViolation } from '../../../db/postgres-errors';
import type { ImageStorage } from '../../../storage/image-storage';
import { recordAudit } from '../../audit/audit-repository';
import type { CatalogueService } from '../../catalogue/catalogue-service';
import type {
  AdminCatalogueQueries,
  AdminCatalogueRepository,
  AdminProductRecord,
  ProductFilters,
} from './admin-catalogue-repository';
import { productColumns, toAdminProductSummary, variantColumns } from './admin-product-dto';
import { removeProductImageFiles } from './product-images';
import { productChanges } from './product-changes';

type ImageRecord = AdminProductRecord['images'][number];

function variantSku(productSku: string, size: string): string {
  return `${productSku}-${size.toUpperCase().replace(/[^A-Z0-9]+/g, '')}`.slice(0, 64);
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

/**
 * The back office's product rules. Every write runs in one transaction with its audit record,
 * then drops the storefront's catalogue snapshot so shoppers see the change at once.
 */
export function adminProductService({
  repository,
  catalogue,
  images,
  log,
}: {
  repository: AdminCatalogueRepository;
  catalogue: CatalogueService;
  images: ImageStorage;
  log: FastifyBaseLogger;
}) {
  const { load, changeProduct } = productChanges({ repository, catalogue });

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
      const low = await repository.lowStockThreshold(DEFAULT_LOW_STOCK_THRESHOLD);
      const [total, rows] = await Promise.all([
        repository.countProducts(filters, low),
        repository.listProducts(filters, low, limit, (filters.page - 1) * limit),
      ]);
      return {
        products: rows.map(toAdminProductSummary),
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
      await catalogue.invalidate();
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
      for (const picture of pictures) await removeProductImageFiles(images, picture, log);
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
  };
}
