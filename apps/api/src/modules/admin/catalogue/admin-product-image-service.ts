import type { FastifyBaseLogger } from 'fastify';
import type { AdminImageAlt, AdminProduct } from '@shop/shared/contracts/admin-products';
import { AppError } from '../../../app-error';
import type { ImageStorage } from '../../../storage/image-storage';
import { recordAudit } from '../../audit/audit-repository';
import type { CatalogueService } from '../../catalogue/catalogue-service';
import type { AdminCatalogueRepository } from './admin-catalogue-repository';
import { productChanges } from './product-changes';
import { removeProductImageFiles, storeProductImage } from './product-images';

/** A product's pictures: files are stored before their row and removed after it, never while an order shows them. */
export function adminProductImageService({
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

  return {
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
          altHi: existing.nameHi,
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
        await removeProductImageFiles(images, stored, log);
        throw error;
      });
    },

    async updateImageAlt(
      actorUserId: string,
      productId: string,
      imageId: string,
      { alt, hi }: AdminImageAlt,
    ): Promise<AdminProduct> {
      return changeProduct(productId, async (queries, tx) => {
        const image = (await queries.listImages(productId)).find((i) => i.id === imageId);
        if (!image) throw new AppError('IMAGE_NOT_FOUND');
        const altHi = hi ? hi.alt || null : image.altHi;
        await queries.updateImage(imageId, { alt, altHi });
        await queries.touchProduct(productId);
        await recordAudit(tx, {
          actorUserId,
          action: 'product.image_alt',
          entity: 'product',
          entityId: productId,
          before: { imageId, alt: image.alt, altHi: image.altHi },
          after: { imageId, alt, altHi },
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
      if (removed && !removed.inOrders) await removeProductImageFiles(images, removed, log);
      return product;
    },
  };
}
