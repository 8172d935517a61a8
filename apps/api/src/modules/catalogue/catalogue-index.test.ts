import { describe, expect, it } from 'vitest';
import type { ListingFilters, ListingSort } from '@shop/shared/contracts/listing';
import { catalogueIndex } from './catalogue-index';
import { generatedRows, numbers } from './catalogue-index-test-kit';
import type { IndexRecord, IndexRow } from './catalogue-records';
import { listRecords } from './catalogue-listing';
import { cheapestOf } from './product-dto';

// The listing index at the size the shop must hold: pages deep into 100,000 products come out in
// the same order a plain sort of everything gives, fast, and stay so as changes re-place records.

const PRODUCTS = 100_000;
const filters = (more: Partial<ListingFilters>): ListingFilters => ({
  size: [],
  deity: [],
  category: [],
  material: [],
  color: [],
  inStock: false,
  page: 1,
  limit: 24,
  ...more,
});

/** What a listing page is by definition: everything matching, sorted whole, sliced. */
function expectedPage(shop: readonly IndexRecord[], wanted: ListingFilters, inBase: (r: IndexRecord) => boolean) {
  const sizes = new Set(wanted.size);
  const sizeFits = (size: string) => sizes.size === 0 || sizes.has(size);
  // A size asked for is one with stock.
  const stockAsked = wanted.inStock || sizes.size > 0;
  const rows = shop
    .filter(
      (r) =>
        inBase(r) &&
        (wanted.deity.length === 0 || (r.deity !== null && wanted.deity.includes(r.deity))) &&
        r.variants.some((v) => sizeFits(v.size) && (!stockAsked || v.stock > 0)),
    )
    .map((r) => ({
      r,
      price: cheapestOf(r.variants.filter((v) => sizeFits(v.size) && (!stockAsked || v.stock > 0)))?.pricePaise ?? 0,
    }));
  const order: Record<ListingSort, (a: (typeof rows)[number], b: (typeof rows)[number]) => number> = {
    relevance: () => 0,
    featured: (a, b) => a.r.position - b.r.position,
    newest: (a, b) => b.r.createdAtMs - a.r.createdAtMs || a.r.position - b.r.position,
    bestselling: (a, b) => b.r.salesCount - a.r.salesCount || a.r.position - b.r.position,
    'price-asc': (a, b) => a.price - b.price || a.r.position - b.r.position,
    'price-desc': (a, b) => b.price - a.price || a.r.position - b.r.position,
  };
  const sorted = rows.sort(order[wanted.sort ?? 'featured']);
  const start = (wanted.page - 1) * wanted.limit;
  return { total: rows.length, slugs: sorted.slice(start, start + wanted.limit).map(({ r }) => r.slug) };
}

function page(index: ReturnType<typeof catalogueIndex>, wanted: ListingFilters, inBase: (r: IndexRecord) => boolean) {
  return listRecords(
    Uint8Array.from(index.shop, (record) => (inBase(record) ? 1 : 0)),
    wanted,
    {
      groupLabel: () => undefined,
      index,
    },
  );
}

function expectInOrder(index: ReturnType<typeof catalogueIndex>) {
  index.shop.forEach((record, i) => expect(record.position).toBe(i));
  for (const sort of ['newest', 'bestselling', 'price-asc', 'price-desc'] as const) {
    const kept = index.inOrder(sort)!;
    expect(kept.length).toBe(index.size);
    const resorted = [...kept].sort((a, b) => {
      switch (sort) {
        case 'newest':
          return b.createdAtMs - a.createdAtMs || a.position - b.position;
        case 'bestselling':
          return b.salesCount - a.salesCount || a.position - b.position;
        case 'price-asc':
          return a.pricePaise - b.pricePaise || a.position - b.position;
        case 'price-desc':
          return b.pricePaise - a.pricePaise || a.position - b.position;
      }
    });
    expect(kept.every((record, i) => record === resorted[i])).toBe(true);
  }
}

describe(`the listing index of ${PRODUCTS.toLocaleString('en')} products`, () => {
  const rows = generatedRows(PRODUCTS);
  const index = catalogueIndex();
  const everything = () => true;
  const krishnaPoshak = (r: IndexRecord) => r.category === 'poshak' || r.collections.includes('festive');

  // How fast is the bench's to measure (bench/catalogue-changes.ts), not a test's on a shared machine.
  it('answers page 100 of every sort, filtered or not, as sorting everything would', async () => {
    await index.fill(rows, new Map());
    const cases: [ListingFilters, (r: IndexRecord) => boolean][] = [];
    for (const sort of ['featured', 'newest', 'bestselling', 'price-asc', 'price-desc'] as const) {
      cases.push([filters({ sort, page: 100 }), everything]);
      cases.push([filters({ sort, page: 100, deity: ['krishna'] }), krishnaPoshak]);
      cases.push([filters({ sort, page: 100, size: ['2', '3'], inStock: true }), everything]);
    }
    for (const [wanted, inBase] of cases) {
      const answer = page(index, wanted, inBase);
      const expected = expectedPage(index.shop, wanted, inBase);
      expect(answer.total, JSON.stringify(wanted)).toBe(expected.total);
      expect(
        answer.items.map((item) => item.record.slug),
        JSON.stringify(wanted),
      ).toEqual(expected.slugs);
    }
  }, 120_000);

  it('counts facets over the records passing every other filter', () => {
    const answer = page(index, filters({ deity: ['krishna'], size: ['3'] }), everything);
    const krishna = index.shop.filter((r) => r.deity === 'krishna');
    const hasSize3 = (r: IndexRecord) => r.variants.some((v) => v.size === '3' && v.stock > 0);
    expect(answer.facets.sizes.find((f) => f.value === '3')?.count).toBe(krishna.filter(hasSize3).length);
    expect(answer.facets.deities.find((f) => f.value === 'radha')?.count).toBe(
      index.shop.filter((r) => hasSize3(r) && r.deity === 'radha').length,
    );
    expect(answer.total).toBe(krishna.filter(hasSize3).length);
    // Records whose size 3 is sold out are left out.
    expect(krishna.some((r) => r.variants.some((v) => v.size === '3' && v.stock === 0))).toBe(true);
  });

  it('keeps every order as edits, sales and removals re-place a few records, and as many at once', async () => {
    const next = numbers(11);
    const change = (row: IndexRow): IndexRow => ({
      ...row,
      name: `Dress ${next(5000)}`,
      featured: next(10) === 0,
      salesCount: row.salesCount + next(50),
      createdAtMs: row.createdAtMs + next(1000),
      variants: row.variants.map((v) => ({ ...v, pricePaise: (100 + next(2000)) * 100, stock: next(5) })),
    });
    const pick = () => index.shop[next(index.size)]!;
    for (let round = 0; round < 20; round++) {
      const edited = pick();
      const sold = pick();
      const removed = pick();
      const changes = new Map<string, { row: IndexRow; ratings: string } | undefined>();
      changes.set(edited.id, { row: change(rows.find((r) => r.id === edited.id)!), ratings: '' });
      changes.set(sold.id, {
        row: { ...rows.find((r) => r.id === sold.id)!, salesCount: sold.salesCount + 3 },
        ratings: '',
      });
      changes.set(removed.id, undefined);
      const before = index.size;
      await index.replace(changes, new Set([edited.id, removed.id]));
      if (new Set([edited.id, sold.id, removed.id]).size === 3) expect(index.size).toBe(before - 1);
      expect(index.byId(removed.id)).toBeUndefined();
      // A sale moves the best sellers, not the shop's order.
      if (sold.id !== edited.id && sold.id !== removed.id) {
        expect(index.byId(sold.id)!.position).toBe(sold.position - (removed.position < sold.position ? 1 : 0));
      }
    }
    expectInOrder(index);

    const many = new Map<string, { row: IndexRow; ratings: string } | undefined>();
    for (const record of index.shop.slice(0, 500)) {
      many.set(record.id, { row: change(rows.find((r) => r.id === record.id)!), ratings: '' });
    }
    await index.replace(many, new Set(many.keys()));
    expectInOrder(index);
    const answer = page(index, filters({ sort: 'newest', page: 100 }), everything);
    expect(answer.items.map((item) => item.record.slug)).toEqual(
      expectedPage(index.shop, filters({ sort: 'newest', page: 100 }), everything).slugs,
    );
  }, 120_000);
});

describe('the listing columns after a change', () => {
  /** The columns as a plain object, to compare with another index's. */
  const plain = (index: ReturnType<typeof catalogueIndex>) => {
    const { kept, ...columns } = index.columns();
    return {
      ...Object.fromEntries(Object.entries(columns).map(([name, values]) => [name, Array.from(values)])),
      kept: Object.fromEntries([...kept].map(([sort, order]) => [sort, Array.from(order)])),
    };
  };

  it('are written over in place when records keep their place, and equal columns built anew', async () => {
    const rows = new Map(generatedRows(2_000).map((row) => [row.id, row]));
    const index = catalogueIndex();
    await index.fill([...rows.values()], new Map());
    const built = index.columns();
    const next = numbers(23);
    const pick = () => index.shop[next(index.size)]!;
    for (let round = 0; round < 30; round++) {
      // An owner's price and stock edit (placed again, in the same place) and a sale (kept in place).
      const edited = pick();
      const sold = pick();
      const editedRow = {
        ...rows.get(edited.id)!,
        variants: rows
          .get(edited.id)!
          .variants.map((v) => ({ ...v, pricePaise: (100 + next(2000)) * 100, stock: next(5) })),
      };
      rows.set(edited.id, editedRow);
      const soldRow = { ...rows.get(sold.id)!, salesCount: rows.get(sold.id)!.salesCount + 1 + next(40) };
      rows.set(sold.id, soldRow);
      const changes = new Map([
        [edited.id, { row: editedRow, ratings: '' }],
        [sold.id, { row: soldRow, ratings: '' }],
      ]);
      await index.replace(changes, new Set([edited.id]));
    }
    expect(index.columns()).toBe(built);
    expectInOrder(index);
    // Built from nothing, in the order the index now holds (the sales that placed each record).
    const fresh = catalogueIndex();
    await fresh.fill(
      index.shop.map((record) => ({ ...rows.get(record.id)!, salesCount: record.orderSales })),
      new Map(),
    );
    const { kept, ...columns } = plain(index);
    const { kept: _, ...freshColumns } = plain(fresh);
    expect(columns).toEqual(freshColumns);
    for (const sort of ['newest', 'bestselling', 'price-asc', 'price-desc'] as const) {
      expect(kept[sort], sort).toEqual(index.inOrder(sort)!.map((record) => record.position));
    }
    const wanted = filters({ sort: 'price-asc', page: 3, size: ['2'], maxPrice: 1500 });
    const shown = (answer: ReturnType<typeof page>) => ({
      ...answer,
      items: answer.items.map(({ record, variant }) => [record.slug, variant?.pricePaise]),
    });
    expect(shown(page(index, wanted, () => true))).toEqual(shown(page(fresh, wanted, () => true)));
  });

  it('are built again when a change moves a record or changes how many sizes it has', async () => {
    const rows = generatedRows(500);
    const index = catalogueIndex();
    await index.fill(rows, new Map());
    const built = index.columns();
    const first = rows[0]!;
    const moreSizes = { ...first, variants: [...first.variants, { ...first.variants[0]!, size: '9' }] };
    await index.replace(new Map([[first.id, { row: moreSizes, ratings: '' }]]), new Set([first.id]));
    const rebuilt = index.columns();
    expect(rebuilt).not.toBe(built);
    expect(
      rebuilt.sizesFrom[index.byId(first.id)!.position + 1]! - rebuilt.sizesFrom[index.byId(first.id)!.position]!,
    ).toBe(moreSizes.variants.length * 3);
    const renamed = { ...rows[1]!, name: 'Zz last by name', featured: false, salesCount: 0 };
    await index.replace(new Map([[renamed.id, { row: renamed, ratings: '' }]]), new Set([renamed.id]));
    expect(index.columns()).not.toBe(rebuilt);
    expectInOrder(index);
  });
});

describe("a listing's facets and page, whatever the filters", () => {
  /** What each facet counts by definition: the records passing every filter but that facet's own. */
  function expectedFacets(shop: readonly IndexRecord[], wanted: ListingFilters) {
    const min = wanted.minPrice === undefined ? Number.NEGATIVE_INFINITY : wanted.minPrice * 100;
    const max = wanted.maxPrice === undefined ? Number.POSITIVE_INFINITY : wanted.maxPrice * 100;
    type Variant = IndexRecord['variants'][number];
    const sized = (v: Variant) => wanted.size.length === 0 || wanted.size.includes(v.size);
    const priced = (v: Variant) => v.pricePaise >= min && v.pricePaise <= max;
    // A size asked for is one with stock; a size counts under its facet only with stock.
    const kept = (v: Variant) => (!wanted.inStock && wanted.size.length === 0) || v.stock > 0;
    const attributes = (r: IndexRecord, except?: string) =>
      (except === 'deity' || wanted.deity.length === 0 || (r.deity !== null && wanted.deity.includes(r.deity))) &&
      (except === 'category' || wanted.category.length === 0 || wanted.category.includes(r.category)) &&
      (except === 'color' || wanted.color.length === 0 || wanted.color.includes(r.color)) &&
      (except === 'material' || wanted.material.length === 0 || r.materials.some((m) => wanted.material.includes(m)));
    const listedAt = (r: IndexRecord) => cheapestOf(r.variants.filter((v) => sized(v) && priced(v) && kept(v)));
    const tally = (values: (r: IndexRecord) => readonly (string | null)[], facet: string) => {
      const counts: Record<string, number> = {};
      for (const r of shop) {
        if (!attributes(r, facet) || listedAt(r) === undefined) continue;
        for (const value of new Set(values(r))) if (value !== null) counts[value] = (counts[value] ?? 0) + 1;
      }
      return counts;
    };
    const passing = shop.filter((r) => attributes(r));
    const sizeCounts: Record<string, number> = {};
    for (const r of passing) {
      for (const size of new Set(r.variants.filter((v) => priced(v) && v.stock > 0).map((v) => v.size))) {
        sizeCounts[size] = (sizeCounts[size] ?? 0) + 1;
      }
    }
    const ranged = passing.flatMap((r) => r.variants.filter((v) => sized(v) && kept(v)).map((v) => v.pricePaise));
    const listed = passing.filter((r) => listedAt(r) !== undefined);
    const byPrice = listed
      .map((r) => ({ r, paise: listedAt(r)!.pricePaise }))
      .sort((a, b) => a.paise - b.paise || a.r.position - b.r.position);
    return {
      total: listed.length,
      firstPage: byPrice.slice(0, 24).map(({ r, paise }) => `${r.slug} ${paise}`),
      deities: tally((r) => [r.deity], 'deity'),
      categories: tally((r) => [r.category], 'category'),
      colors: tally((r) => [r.color], 'color'),
      materials: tally((r) => r.materials, 'material'),
      sizes: sizeCounts,
      price: ranged.length === 0 ? null : { min: Math.min(...ranged) / 100, max: Math.max(...ranged) / 100 },
      inStock: passing.filter((r) => r.variants.some((v) => sized(v) && priced(v) && v.stock > 0)).length,
    };
  }

  it('counts every facet, the price range and the stocked as their definitions do', async () => {
    const index = catalogueIndex();
    await index.fill(generatedRows(3_000), new Map());
    const shop = index.shop;
    const colors = [...new Set(shop.map((r) => r.color))];
    // Prices run from ₹100 to ₹2,099: ranges inside, around and beyond a record's sizes.
    const prices: Pick<ListingFilters, 'minPrice' | 'maxPrice'>[] = [
      {},
      { maxPrice: 800 },
      { minPrice: 600 },
      { minPrice: 700, maxPrice: 1_400 },
      { maxPrice: 900_000 },
      { minPrice: 3_000 },
    ];
    const attributes: Partial<ListingFilters>[] = [
      {},
      { category: ['poshak'] },
      { deity: ['krishna', 'radha'], color: [colors[0]!] },
      { material: ['silk'], category: ['mukut', 'poshak'] },
    ];
    let checked = 0;
    for (const price of prices) {
      for (const more of attributes) {
        for (const stock of [{}, { inStock: true }, { size: ['2', '4'] }, { inStock: true, size: ['2', '4'] }]) {
          const wanted = filters({ ...price, ...more, ...stock, sort: 'price-asc' });
          const answer = listRecords(undefined, wanted, { groupLabel: () => undefined, index });
          const counts = (values: { value: string; count: number }[]) =>
            Object.fromEntries(values.filter((v) => v.count > 0).map((v) => [v.value, v.count]));
          const expected = expectedFacets(shop, wanted);
          expect(
            {
              total: answer.total,
              firstPage: answer.items.map(
                ({ record, variant }) => `${record.slug} ${variant?.pricePaise ?? record.pricePaise}`,
              ),
              deities: counts(answer.facets.deities),
              categories: counts(answer.facets.categories),
              colors: counts(answer.facets.colors),
              materials: counts(answer.facets.materials),
              sizes: counts(answer.facets.sizes),
              price: answer.facets.price,
              inStock: answer.facets.inStock,
            },
            JSON.stringify(wanted),
          ).toEqual(expected);
          checked += expected.total;
        }
      }
    }
    // The cases list something, not only empty pages.
    expect(checked).toBeGreaterThan(10_000);
  });
});
