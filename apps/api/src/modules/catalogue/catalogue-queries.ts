import type { CollectionSummary, HomeSection, Product, SaleBanner } from '@shop/shared/contracts/catalogue';
import type { CollectionEntry, ListingFilters, ProductCard } from '@shop/shared/contracts/listing';
import { AppError } from '../../app-error';
import type { takingTurns } from '../../lib/turns';
import type { ListingPage } from './catalogue-listing';
import {
  collectionsOf,
  hasProducts,
  homeSectionsOf,
  listingOf,
  relatedOf,
  type ListedSale,
  type ListingBase,
  type Snapshot,
} from './catalogue-snapshot';
import { saleBannerAt } from './campaign-prices';
import type { hotProducts } from './hot-products';
import { cardAtSizePrice } from './product-dto';

export type CatalogueListing = Omit<ListingPage, 'items'> & {
  items: ProductCard[];
  collection: CollectionSummary | null;
  sale: ListedSale | null;
};

/**
 * The catalogue's reads: each answered from the snapshot that is current (catalogue-service.ts
 * keeps it), and products' answers and cards from the hot products (hot-products.ts).
 */
export function catalogueQueries({
  current,
  held: { productsOf, cardsOf, productsById },
  passes,
  now,
}: {
  /** The snapshot reads are answered from, loaded or caught up first if need be. */
  current: () => Promise<Snapshot>;
  held: ReturnType<typeof hotProducts>;
  /** Listing passes walk every product: one per turn of the event loop (lib/turns.ts). */
  passes: ReturnType<typeof takingTurns>;
  now: () => number;
}) {
  return {
    /** The running sale's banner for the home page (null: none running with one). */
    async saleBanner(): Promise<SaleBanner | null> {
      const snap = await current();
      return saleBannerAt(snap.campaigns, now(), (slug) => snap.groups.has(slug));
    },

    async homepage(): Promise<{ sections: HomeSection[]; products: Product[] }> {
      const { sections, chosen } = homeSectionsOf(await current());
      return { sections, products: await productsOf(chosen) };
    },

    async productBySlug(slug: string): Promise<Product> {
      const record = (await current()).index.bySlug(slug);
      const product = record ? (await productsOf([record]))[0] : undefined;
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      return product;
    },

    /** Up to four others of the same category, in stock first, then the best sellers. */
    async related(slug: string): Promise<Product[]> {
      return productsOf(relatedOf(await current(), slug));
    },

    /** The same products as related(), as cards. */
    async recommended(slug: string): Promise<ProductCard[]> {
      return cardsOf(relatedOf(await current(), slug));
    },

    /** One page of a listing, its facets and the collection it lists (if any). */
    async listing(base: ListingBase, filters: ListingFilters): Promise<CatalogueListing> {
      // The pass walks every product: one listing's pass per turn of the event loop (lib/turns.ts).
      const done = await passes.take();
      let answer: ReturnType<typeof listingOf>;
      try {
        answer = listingOf(await current(), base, filters, now());
      } finally {
        done();
      }
      const { page, collection, sale } = answer;
      const read = await productsById(page.items.map(({ record }) => record.id));
      const items = page.items.flatMap((listed) => {
        const card = read.get(listed.record.id)?.card;
        if (!card) return [];
        return [listed.variant === undefined ? card : cardAtSizePrice(card, { ...listed, variant: listed.variant })];
      });
      return { ...page, items, collection, sale };
    },

    /** Every deity page and collection in menu order, with its product count and a picture. */
    async collections(): Promise<CollectionEntry[]> {
      const listed = collectionsOf(await current());
      const firsts = await productsById(listed.flatMap(({ first }) => first ?? []));
      return listed.map(({ entry, first }) => ({
        ...entry,
        image: (first === undefined ? undefined : firsts.get(first)?.card.image) ?? null,
      }));
    },

    /** Addresses for the sitemap: every listed product with its last change. */
    async productAddresses(): Promise<{ slug: string; updatedAt: Date }[]> {
      return (await current()).index.shop.map((record) => ({ slug: record.slug, updatedAt: record.updatedAt }));
    },

    /**
     * Catalogue facts search suggestions need: products' cards by slug (those not listed left
     * out, one read for all), and the collections with products.
     */
    async lookup() {
      const snap = await current();
      return {
        cards: async (slugs: readonly string[]): Promise<Map<string, ProductCard>> => {
          const records = slugs.flatMap((slug) => snap.index.bySlug(slug) ?? []);
          const cards = await cardsOf(records);
          return new Map(cards.map((card) => [card.slug, card]));
        },
        hasProducts: (slug: string) => hasProducts(snap, slug),
      };
    },
  };
}
