import type { AdminProduct } from '@shop/shared/contracts/admin-products';
import { AppError } from '../../../app-error';
import type { Db } from '../../../db/client';
import type { CatalogueService } from '../../catalogue/catalogue-service';
import type { AdminCatalogueQueries, AdminCatalogueRepository } from './admin-catalogue-repository';
import { toAdminProduct } from './admin-product-dto';

/** What the product and picture services share: reading a product, and changing one under its lock. */
export function productChanges({
  repository,
  catalogue,
}: {
  repository: AdminCatalogueRepository;
  catalogue: CatalogueService;
}) {
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
    await catalogue.invalidate();
    return result;
  }

  return { load, changeProduct };
}
