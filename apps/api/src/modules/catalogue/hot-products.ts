import { LRUCache } from 'lru-cache';
import type { Product } from '@shop/shared/contracts/catalogue';
import type { ProductCard } from '@shop/shared/contracts/listing';
import type { IndexRecord } from './catalogue-records';
import type { CatalogueRepository, ProductRow } from './catalogue-repository';
import { cardOf, toProductDto } from './product-dto';
import { cacheCounter } from '../../observability/shop-metrics';

type HotProduct = { revision: number; product: Product; card: ProductCard };

const lookups = cacheCounter('hot_products');

/**
 * Products read whole (a product's answer, the cards of a page), by id from the database when
 * asked for, one query a request, the most recently asked for held (at most `max`) under their
 * revision. A product's revision is its last change, taken from one counter: answers and pages of
 * that product hold it, so a change to one product drops only what shows it.
 */
export function hotProducts({
  repository,
  codMaxOrderPaise,
  max,
  priced = (row) => ({ row, campaign: null }),
}: {
  repository: Pick<CatalogueRepository, 'listActiveProductsIn' | 'listRatingSummaries'>;
  codMaxOrderPaise: number;
  /** 0 holds none: every ask reads. */
  max: number;
  /** The row at the prices of now, and the festival sale pricing it (campaign-prices.ts). */
  priced?: (row: ProductRow) => { row: ProductRow; campaign: Product['campaign'] };
}) {
  let counter = 0;
  const revisions = new Map<string, number>();
  // The least recently asked for go first when full.
  const held = new LRUCache<string, HotProduct>({ max: Math.max(1, max) });
  const revisionOf = (id: string) => revisions.get(id) ?? 0;

  /**
   * These products whole, by id (those no longer listed left out): the ones held at their current
   * revision from memory, the rest in one read.
   */
  async function productsById(ids: readonly string[]): Promise<Map<string, HotProduct>> {
    const found = new Map<string, HotProduct>();
    const missing: string[] = [];
    for (const id of ids) {
      const hit = held.get(id);
      if (hit && hit.revision === revisionOf(id)) {
        found.set(id, hit);
      } else if (!found.has(id)) missing.push(id);
    }
    lookups.hit(found.size);
    lookups.miss(missing.length);
    if (missing.length === 0) return found;
    // The revisions before the read: a change that lands meanwhile moves them, and what was read
    // is then held under the older one, never mistaken for the newer.
    const before = new Map(missing.map((id) => [id, revisionOf(id)]));
    const [rows, ratings] = await Promise.all([
      repository.listActiveProductsIn(missing),
      repository.listRatingSummaries(missing),
    ]);
    for (const read of rows) {
      const { row, campaign } = priced(read);
      const product = {
        ...toProductDto(row, { ratings: ratings.get(row.id), codMaxOrderPaise }),
        ...(campaign && { campaign }),
      };
      const card = cardOf(
        product,
        [...row.variants]
          .sort((a, b) => a.position - b.position)
          .map(({ size, pricePaise, originalPricePaise, stock }) => ({ size, pricePaise, originalPricePaise, stock })),
      );
      found.set(row.id, { revision: before.get(row.id) ?? 0, product, card });
    }
    // Held in the order asked for, so the last of a page is the last to go.
    for (const id of max > 0 ? missing : []) {
      const read = found.get(id);
      if (read) held.set(id, read);
    }
    return found;
  }

  return {
    revisionOf,
    /** How many changes products have had: moves whenever any product is revised. */
    revisions: () => counter,

    /** A product changed: its own answers and pages go, and so does the whole product held. */
    revise(id: string) {
      counter += 1;
      revisions.set(id, counter);
      held.delete(id);
    },

    productsById,

    async cardsOf(records: readonly IndexRecord[]): Promise<ProductCard[]> {
      const read = await productsById(records.map((r) => r.id));
      return records.flatMap((r) => {
        const card = read.get(r.id)?.card;
        return card ? [card] : [];
      });
    },

    async productsOf(records: readonly IndexRecord[]): Promise<Product[]> {
      const read = await productsById(records.map((r) => r.id));
      return records.flatMap((r) => {
        const product = read.get(r.id)?.product;
        return product ? [product] : [];
      });
    },
  };
}
