import type { ListingFilters } from '@shop/shared/contracts/listing';
import type { AdminSetData, SetStatus } from '@shop/shared/contracts/sets';
import { rupeesToPaise } from '@shop/shared/money';
import { setPrice, setStock } from '@shop/shared/set-rules';
import { isUuid } from '@shop/shared/uuid';
import { AppError } from '../../app-error';
import { isUniqueViolation } from '../../db/postgres-errors';
import { recordAudit } from '../audit/audit-repository';
import type { CatalogueService } from '../catalogue/catalogue-service';
import { setsInListing, type SetListingBase } from './set-listing';
import type { SetPartRow, SetQueries, SetRepository, SetRow } from './set-repository';

/** A set as it stands now: its parts at their prices and stock, each with its share of the set's price. */
export type PricedSet = {
  row: SetRow;
  parts: (SetPartRow & { unitSharePaise: number })[];
  pricePaise: number;
  mrpPaise: number;
  /** Sets the parts' stock allows; 0 when a part's product is no longer on sale. */
  stock: number;
  /** Shown to shoppers: active, and every part's product on sale. */
  onSale: boolean;
};

export function pricedSet(row: SetRow, parts: SetPartRow[]): PricedSet {
  const pricing =
    row.fixedPricePaise !== null
      ? { fixedPricePaise: row.fixedPricePaise }
      : { discountPercent: row.discountPercent ?? 0 };
  const { pricePaise, mrpPaise, unitSharesPaise } = setPrice(parts, pricing);
  const partsOnSale = parts.length > 0 && parts.every((part) => part.status === 'active');
  return {
    row,
    parts: parts.map((part, i) => ({ ...part, unitSharePaise: unitSharesPaise[i]! })),
    pricePaise,
    mrpPaise,
    stock: partsOnSale ? setStock(parts) : 0,
    onSale: row.status === 'active' && partsOnSale,
  };
}

/**
 * Complete shringar sets (decision 0152): the owner's edits, each in one transaction with its
 * audit record, and sets as shoppers and the cart see them, priced from their parts as they are now.
 */
export function setService({
  repository,
  catalogue,
}: {
  repository: SetRepository;
  catalogue: Pick<CatalogueService, 'invalidate'>;
}) {
  async function priced(queries: SetQueries, rows: SetRow[]): Promise<PricedSet[]> {
    const parts = await queries.partsOf(rows.map((row) => row.id));
    return rows.map((row) =>
      pricedSet(
        row,
        parts.filter((part) => part.setId === row.id),
      ),
    );
  }

  async function load(queries: SetQueries, id: string): Promise<PricedSet> {
    const row = isUuid(id) ? await queries.findById(id) : undefined;
    if (!row) throw new AppError('SET_NOT_FOUND');
    const [set] = await priced(queries, [row]);
    return set!;
  }

  /** Slug free, every part a size of a product on sale. */
  async function checkSet(queries: SetQueries, input: AdminSetData, setId?: string): Promise<void> {
    if (await queries.slugTaken(input.slug, setId)) {
      throw new AppError('SET_SLUG_TAKEN', { slug: input.slug }, { slug: 'URL already used' });
    }
    const found = await queries.variantsById(input.parts.map((part) => part.variantId));
    const missing = input.parts.findIndex(
      (part) => found.find((variant) => variant.id === part.variantId)?.productStatus !== 'active',
    );
    if (missing !== -1) throw new AppError('SET_PART_NOT_FOUND', {}, { [`parts.${missing}`]: 'Not a size on sale' });
  }

  function columns(input: AdminSetData) {
    return {
      slug: input.slug,
      name: input.name,
      nameHi: input.nameHi,
      description: input.description,
      descriptionHi: input.descriptionHi,
      discountPercent: input.discountPercent ?? null,
      fixedPricePaise: input.price === undefined ? null : rupeesToPaise(input.price),
    };
  }

  /** A racing save with the same slug is told as a later one would be. */
  function refusedLikeALaterSave(input: AdminSetData, setId?: string) {
    return async (error: unknown): Promise<never> => {
      if (isUniqueViolation(error)) await checkSet(repository, input, setId);
      throw error;
    };
  }

  async function change(
    actorUserId: string,
    id: string,
    action: string,
    work: (queries: SetQueries) => Promise<void>,
  ): Promise<PricedSet> {
    const set = await repository.transaction(async (queries, tx) => {
      const before = await load(queries, id);
      await work(queries);
      const after = await load(queries, id);
      await recordAudit(tx, { actorUserId, action, entity: 'set', entityId: id, before: before.row, after: after.row });
      return after;
    });
    await catalogue.invalidate();
    return set;
  }

  return {
    list: async () => priced(repository, await repository.listAll()),
    get: (id: string) => load(repository, id),

    async create(actorUserId: string, input: AdminSetData): Promise<PricedSet> {
      const saved = repository.transaction(async (queries, tx) => {
        await checkSet(queries, input);
        const id = await queries.insertSet(columns(input));
        await queries.replaceParts(id, input.parts);
        const created = await load(queries, id);
        await recordAudit(tx, { actorUserId, action: 'set.create', entity: 'set', entityId: id, after: created.row });
        return created;
      });
      const set = await saved.catch(refusedLikeALaterSave(input));
      await catalogue.invalidate();
      return set;
    },

    update(actorUserId: string, id: string, input: AdminSetData): Promise<PricedSet> {
      return change(actorUserId, id, 'set.update', async (queries) => {
        await checkSet(queries, input, id);
        await queries.updateSet(id, columns(input));
        await queries.replaceParts(id, input.parts);
      }).catch(refusedLikeALaterSave(input, id));
    },

    /** Hides a set from shoppers (or shows it again); carts holding it drop it while hidden. */
    setStatus(actorUserId: string, id: string, status: SetStatus): Promise<PricedSet> {
      return change(actorUserId, id, status === 'hidden' ? 'set.hide' : 'set.show', async (queries) => {
        await queries.updateSet(id, { status });
      });
    },

    /** A set a shopper may see, by its URL. */
    async bySlug(slug: string): Promise<PricedSet> {
      const row = await repository.findBySlug(slug);
      const [set] = row ? await priced(repository, [row]) : [];
      if (!set?.onSale) throw new AppError('SET_NOT_FOUND');
      return set;
    },

    /** The sets on sale that hold a size of this product ("Complete the shringar"). */
    async withProduct(productSlug: string): Promise<PricedSet[]> {
      return (await priced(repository, await repository.activeWithProduct(productSlug))).filter((set) => set.onSale);
    },

    /** The sets a listing shows above its products (`set-listing.ts`): on its first page only. */
    async inListing(base: SetListingBase, filters: ListingFilters): Promise<PricedSet[]> {
      if (filters.page > 1) return [];
      return setsInListing(await priced(repository, await repository.listActive()), base, filters);
    },

    /** Addresses for the sitemap: every set a shopper may see, with its last edit. */
    async addresses(): Promise<{ slug: string; updatedAt: Date }[]> {
      const sets = await priced(repository, await repository.listAll());
      return sets.filter((set) => set.onSale).map((set) => ({ slug: set.row.slug, updatedAt: set.row.updatedAt }));
    },

    /** Sets by id as they are now, for the cart; hidden ones are left out. */
    async forCart(ids: string[]): Promise<Map<string, PricedSet>> {
      const rows = await Promise.all(ids.filter(isUuid).map((id) => repository.findById(id)));
      const sets = await priced(
        repository,
        rows.filter((row) => row !== undefined),
      );
      return new Map(sets.filter((set) => set.onSale).map((set) => [set.row.id, set]));
    },
  };
}

export type SetService = ReturnType<typeof setService>;
