import { setImmediate } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { nextBoundary } from '@shop/shared/campaign-rules';
import { takingTurns } from '../../lib/turns';
import { catalogueIndex } from './catalogue-index';
import { listedChanged, recordChanged, type IndexRow } from './catalogue-records';
import type { CatalogueRepository } from './catalogue-repository';
import { groupsOf, ratingsKey, setMembersOf, type Snapshot } from './catalogue-snapshot';
import { coveredByAny, indexRowAt, pricedRows, productRowAt, snapshotCampaigns } from './campaign-prices';
import { hotProducts } from './hot-products';
import { catalogueQueries } from './catalogue-queries';

/** How long after a failed whole read (a database outage) the next request tries one again. */
const RETRY_WHOLE_READ_MS = 5_000;
/** Products held whole (their answers and cards) by default: the hot ones, never the catalogue. */
const HOT_PRODUCTS_MAX = 3_000;

/** A timer cannot wait longer than this (about 24.8 days): a later boundary sets it again. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Which products changed, as catalogue_changes tells: `stock` ones moved only their counts. */
export type NarrowChange = { stock: readonly string[]; products: readonly string[] };

/**
 * Catalogue reads are served from an in-process listing index (catalogue-index.ts, decision 0063)
 * of one small record per listed product, read whole once at start and then kept current by the
 * change log (catalogue-changes.ts): every instance, the writing one included, re-reads only the
 * records a change names (changedProducts()), and the whole index only for collections, deities
 * or a gap in the log (changedElsewhere()). Nothing re-reads it on a timer. Products themselves
 * (a product's answer, the cards of a page) are read from the database by id when asked for, one
 * query a request, and the hot ones held (at most `hotProducts`) under their revision.
 */
export function catalogueService({
  repository,
  log,
  codMaxOrderPaise,
  hotProducts: hotProductsMax = HOT_PRODUCTS_MAX,
  now = () => Date.now(),
}: {
  repository: CatalogueRepository;
  log: FastifyBaseLogger;
  /** The cash-on-delivery limit each product's "COD available" is judged on. */
  codMaxOrderPaise: number;
  /** How many products are held whole at most (the most recently asked for). */
  hotProducts?: number;
  now?: () => number;
}) {
  let snapshot: Snapshot | undefined;
  const passes = takingTurns();
  // Bumped by every change, so caches of personal answers built on the catalogue know to drop.
  let version = 0;
  let generation = 0;
  // Products read whole, held under their revision (hot-products.ts), priced by the sales running now.
  const held = hotProducts({
    repository,
    codMaxOrderPaise,
    max: hotProductsMax,
    priced: (row) => productRowAt(row, snapshot?.campaigns ?? [], now()),
  });
  // The catalogue being priced again after a campaign's start or end: reads wait for it.
  let repricing: Promise<void> | undefined;
  let boundaryTimer: NodeJS.Timeout | undefined;
  // Whole reads done (the snapshot they made is served), for tests and logs: a change to a few
  // products should cost none.
  let fullReads = 0;
  let loading: Promise<Snapshot> | undefined;
  // Narrow changes apply one after another, and after any whole read in flight.
  let applying: Promise<void> = Promise.resolve();
  // A whole read asked for while one is in flight: it starts when that one ends.
  let readAgain: Promise<void> | undefined;
  // A whole read failed: the first request after this time tries again.
  let retryAt: number | undefined;
  const invalidated: Array<() => Promise<void>> = [];

  function productStamp(slug: string): number {
    const id = snapshot?.index.bySlug(slug)?.id;
    return id === undefined ? 0 : held.revisionOf(id);
  }

  /**
   * The last revision of any product that is part of a set: listings show a strip of sets with
   * their stock ("only 2 left", decision 0160), which a part's stock moves without moving any
   * listing. Kept as changes land, so a page's version costs no sum over every part.
   */
  let setPartsRevision = 0;
  function revise(id: string) {
    held.revise(id);
    if (snapshot?.sets.partners.has(id)) setPartsRevision = held.revisionOf(id);
  }

  /** Moves when any of these products changes: revisions only grow, so their sum does too. */
  function revisionsOf(ids: readonly string[] | undefined): number {
    let sum = 0;
    for (const id of ids ?? []) sum += held.revisionOf(id);
    return sum;
  }

  /**
   * A page showing complete sets shows their parts' prices and stock (decision 0160): a product's
   * page ("Complete the shringar") moves with the products it shares a set with, a set's page with
   * its parts.
   */
  function setsStamp(productSlug: string | undefined, setSlug: string | undefined): number {
    if (!snapshot) return 0;
    if (setSlug !== undefined) return revisionsOf(snapshot.sets.bySet.get(setSlug));
    const id = productSlug === undefined ? undefined : snapshot.index.bySlug(productSlug)?.id;
    return id === undefined ? 0 : revisionsOf(snapshot.sets.partners.get(id));
  }

  async function load(): Promise<Snapshot> {
    const [rows, collectionRows, deityRows, ratings, campaignRows, setsSignature, setMembers] = await Promise.all([
      repository.listIndexRows(),
      repository.listCollections(),
      repository.listDeities(),
      repository.listRatingSummaries(),
      repository.listCampaigns(new Date(now())),
      repository.setsSignature(),
      repository.listSetMembers(),
    ]);
    const campaigns = snapshotCampaigns(campaignRows);
    const pricedAt = now();
    const { priced, saleRows } = pricedRows(rows, campaigns, pricedAt);
    const index = catalogueIndex();
    await index.fill(priced, new Map([...ratings].map(([id, summary]) => [id, ratingsKey(summary)])));
    const groups = groupsOf(deityRows, collectionRows);
    // A reload that finds the catalogue unchanged keeps its generation, so answers cached on it
    // (compressed once, see response-cache.ts) stay valid instead of being rebuilt at every whole read; one
    // that finds a product's stock count changed moves only that product's revision.
    // A set's edit changes what its parts' pages show: it counts as a change of the groups.
    const groupsSignature = JSON.stringify([...groups.values(), setsSignature]);
    const before = snapshot;
    let listingChanged = !before || before.groupsSignature !== groupsSignature || before.index.size !== index.size;
    for (const [i, record] of index.shop.entries()) {
      const was = before?.index.byId(record.id);
      if (recordChanged(was, record)) revise(record.id);
      if (listedChanged(was, record)) listingChanged = true;
      if (i % 5_000 === 4_999) await setImmediate();
    }
    // Gone since: their answers go.
    if (before) for (const record of before.index.shop) if (!index.byId(record.id)) revise(record.id);
    if (listingChanged) generation += 1;
    return {
      generation,
      index,
      groups,
      groupsSignature,
      loadedAt: now(),
      campaigns,
      nextBoundary: nextBoundary(campaigns, pricedAt),
      saleRows,
      sets: setMembersOf(setMembers),
    };
  }

  /** Re-reads just these products' records; `stock` ones keep their place in the shop's order. */
  async function applyNarrow(change: NarrowChange): Promise<void> {
    const snap = snapshot;
    if (!snap) return;
    const placed = new Set(change.products);
    const ids = [...new Set([...change.products, ...change.stock])];
    const [rows, ratings] = await Promise.all([repository.listIndexRows(ids), repository.listRatingSummaries(ids)]);
    // Replaced meanwhile (a whole read, invalidate()): that read saw this change already.
    if (snapshot !== snap) return;
    const pricedAt = now();
    for (const row of rows) {
      if (coveredByAny(snap.campaigns, row)) snap.saleRows.set(row.id, row);
      else snap.saleRows.delete(row.id);
    }
    const read = new Map<string, IndexRow>(rows.map((row) => [row.id, indexRowAt(row, snap.campaigns, pricedAt)]));
    const changes = new Map<string, { row: IndexRow; ratings: string } | undefined>();
    let listingChanged = false;
    const { index } = snap;
    for (const id of ids) {
      const row = read.get(id);
      const old = index.byId(id);
      if (!row && !old) continue;
      changes.set(id, row ? { row, ratings: ratingsKey(ratings.get(id)) } : undefined);
    }
    const olds = new Map([...changes.keys()].map((id) => [id, index.byId(id)]));
    await index.replace(changes, placed);
    let changed = false;
    for (const [id, old] of olds) {
      const fresh = index.byId(id);
      if (!recordChanged(old, fresh)) continue;
      changed = true;
      revise(id);
      if (listedChanged(old, fresh)) listingChanged = true;
    }
    if (!changed) return;
    version += 1;
    if (listingChanged) {
      generation += 1;
      snap.generation = generation;
    }
  }

  /**
   * Reads the catalogue again; concurrent callers share one read instead of stampeding the
   * database.
   */
  function refresh(): Promise<Snapshot> {
    if (!loading) {
      // Whole reads and narrow changes take turns in the order asked for (`applying`): a change
      // asked for during a whole read is applied on top of it.
      const started = applying
        .then(() => {
          const revisedBefore = held.revisions();
          return load().then((loaded) => {
            const replaced = snapshot;
            snapshot = loaded;
            fullReads += 1;
            retryAt = undefined;
            scheduleBoundary(loaded);
            // Personal answers built on the old snapshot go when it really changed.
            if (replaced && held.revisions() !== revisedBefore) version += 1;
            return loaded;
          });
        })
        .finally(() => {
          if (loading === started) loading = undefined;
        });
      loading = started;
      applying = started.then(
        () => undefined,
        () => undefined,
      );
    }
    return loading;
  }

  /**
   * A read no request waits for: its failure (a database outage) is logged, so a stale catalogue
   * is never served in silence, and the first request RETRY_WHOLE_READ_MS later tries again.
   */
  function refreshInBackground(): Promise<void> {
    return refresh().then(
      () => undefined,
      (err: unknown) => {
        retryAt = now() + RETRY_WHOLE_READ_MS;
        log.error({ err, staleSinceMs: snapshot ? now() - snapshot.loadedAt : undefined }, 'catalogue refresh failed');
      },
    );
  }

  /** A whole read once the one in flight (if any) is done, which may have started before the change. */
  function readWholeAgain(): Promise<void> {
    if (!loading) return refreshInBackground();
    readAgain ??= loading
      .catch(() => undefined)
      .then(() => {
        readAgain = undefined;
        return refreshInBackground();
      });
    return readAgain;
  }

  /**
   * The snapshot reads are answered from: only a missing one (the first read) is waited for. The
   * snapshot is kept current by changes, so it does not expire; after a failed whole read one
   * request starts another in the background.
   */
  async function current(): Promise<Snapshot> {
    if (!snapshot) return refresh();
    crossBoundaryIfDue();
    if (repricing) await repricing;
    if (retryAt !== undefined && now() >= retryAt && !loading) {
      retryAt = undefined;
      void readWholeAgain();
    }
    return snapshot;
  }

  /**
   * A campaign starts or ends at the snapshot's next boundary (decision 0145). Every instance
   * knows the boundaries from its own snapshot, so none waits to be told: a timer set for the
   * boundary, and every read and cache check after it (this is called by each), move the counters
   * at once, so no answer, page or held product cached before it is served after it, then price
   * the covered products again from the rows kept for them, in memory, while reads wait.
   */
  function crossBoundaryIfDue(): void {
    const snap = snapshot;
    const at = now();
    if (!snap || snap.nextBoundary === undefined || at < snap.nextBoundary) return;
    snap.nextBoundary = nextBoundary(snap.campaigns, at);
    for (const id of snap.saleRows.keys()) revise(id);
    version += 1;
    generation += 1;
    snap.generation = generation;
    const started = applying.then(() => repriceSales(snap));
    applying = started.catch(() => undefined);
    repricing = started.finally(() => {
      if (repricing === started) repricing = undefined;
    });
    scheduleBoundary(snap);
  }

  async function repriceSales(snap: Snapshot): Promise<void> {
    if (snapshot !== snap) return;
    const at = now();
    const changes = new Map<string, { row: IndexRow; ratings: string }>();
    for (const [id, row] of snap.saleRows) {
      const record = snap.index.byId(id);
      if (record) changes.set(id, { row: indexRowAt(row, snap.campaigns, at), ratings: record.ratings });
    }
    await snap.index.replace(changes, new Set());
  }

  function scheduleBoundary(snap: Snapshot): void {
    clearTimeout(boundaryTimer);
    if (snap.nextBoundary === undefined) return;
    boundaryTimer = setTimeout(crossBoundaryIfDue, Math.min(LONGEST_TIMER_MS, Math.max(0, snap.nextBoundary - now())));
    boundaryTimer.unref();
  }

  return {
    /** Loads the catalogue if it is not in memory; `stamp()` is then non-zero. */
    async ready(): Promise<void> {
      if (!snapshot) await refresh();
    },

    /**
     * Identifies the snapshot reads are answered from right now, 0 when there is none (the next
     * read loads one): a response cached under a stamp is valid while the stamp stays the same.
     * A whole read that finds the catalogue unchanged keeps the stamp, so cached answers live on.
     */
    stamp(): number {
      crossBoundaryIfDue();
      return snapshot ? snapshot.generation : 0;
    },

    /**
     * Identifies what is known of one product right now (0 for a slug not listed): an answer or a
     * page of that product is valid while both this and stamp() stay the same.
     */
    productStamp(slug: string): number {
      crossBoundaryIfDue();
      return productStamp(slug);
    },

    /**
     * For the page cache: changes with stamp(); for a product's page with that product and those it
     * shares a set with too, for a set's page with its parts, for any other page (listings and their
     * strip of sets) with every set's parts.
     */
    pageVersion(productSlug: string | undefined, setSlug?: string): string {
      crossBoundaryIfDue();
      if (setSlug !== undefined) return `${generation}.s${setsStamp(undefined, setSlug)}`;
      if (productSlug === undefined) return `${generation}.a${setPartsRevision}`;
      return `${generation}.${productStamp(productSlug)}.${setsStamp(productSlug, undefined)}`;
    },

    /** How many whole reads of the catalogue are done and served: a change to a few products adds none. */
    fullReads: () => fullReads,

    ...catalogueQueries({ current, held, passes, now }),

    version: () => {
      crossBoundaryIfDue();
      return version;
    },

    /**
     * This instance wrote to the catalogue (the write has committed): the others are told, and
     * this one applies the write through the change log like they do, narrowly. Resolves once
     * it is applied here, so the owner's answer and the pages after it show the edit. Without a
     * change log (a service on its own) the catalogue is read whole instead.
     */
    async invalidate(): Promise<void> {
      if (invalidated.length === 0) return readWholeAgain();
      await Promise.all(invalidated.map((listener) => listener()));
    },

    /** Called with every invalidate(), to tell the other instances and catch up here (catalogue-changes.ts). */
    onInvalidate(listener: () => Promise<void>) {
      invalidated.push(listener);
    },

    /**
     * Something search answers read besides the catalogue changed (synonyms): answers and pages
     * cached on this snapshot go; the snapshot itself stays.
     */
    searchChanged() {
      version += 1;
      generation += 1;
      if (snapshot) snapshot.generation = generation;
    },

    /**
     * The catalogue changed elsewhere in a way a few products cannot carry (collections, deities,
     * a gap in the change log): read it whole again in the background and keep serving this
     * snapshot meanwhile, so no request waits for the read; answers and pages cached on it go
     * when the new one differs. Resolves when the read is done (a failure is logged, not thrown).
     */
    changedElsewhere(): Promise<void> {
      if (!snapshot) return Promise.resolve();
      return readWholeAgain();
    },

    /**
     * These products changed elsewhere (another instance, an order's stock): only they are read
     * again, and only the answers and pages that show the difference go. Resolves once applied.
     */
    changedProducts(change: NarrowChange): Promise<void> {
      const next = applying.then(() => applyNarrow(change));
      // The caller answers a failure (with a whole read); the next change need not wait on it.
      applying = next.catch(() => undefined);
      return next;
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
