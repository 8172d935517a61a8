import type { IndexRow } from './catalogue-records';

// Listing index rows made up the same way every run, for the index's and the listing's tests.

const DEITIES = ['krishna', 'radha', 'ganesh', 'hanuman', 'durga'];
const CATEGORIES = ['poshak', 'mukut', 'shringar', 'singhasan'];
const COLLECTIONS = ['summer', 'winter', 'festive', 'daily-wear'];
const MATERIALS = ['cotton', 'silk velvet', 'zari and silk', 'brass'];
const COLORS = ['Red', 'Yellow', 'Royal Blue', 'Green'];

/** The same numbers every run. */
export function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor(state / 65_536) % below;
  };
}

export function generatedRows(count: number): IndexRow[] {
  const next = numbers(7);
  const rows: IndexRow[] = [];
  for (let i = 0; i < count; i++) {
    const sizes = 1 + next(4);
    const first = next(4);
    rows.push({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      slug: `dress-${i}`,
      name: `Dress ${next(5000)}`,
      deity: next(6) === 0 ? null : DEITIES[next(DEITIES.length)]!,
      category: CATEGORIES[next(CATEGORIES.length)]!,
      color: COLORS[next(COLORS.length)]!,
      colorHi: null,
      material: MATERIALS[next(MATERIALS.length)]!,
      featured: next(20) === 0,
      salesCount: next(300),
      createdAtMs: 1_700_000_000_000 + next(1_000_000) * 1000,
      updatedAtMs: 1_700_000_000_000,
      variants: Array.from({ length: sizes }, (_, s) => ({
        size: String(first + s),
        pricePaise: (100 + next(2000)) * 100,
        originalPricePaise: next(2) === 0 ? null : 250_000,
        stock: next(3) === 0 ? 0 : next(40),
      })),
      collections: COLLECTIONS.filter(() => next(3) === 0),
      detail: 'd',
    });
  }
  // The index read sorts them in the shop's order.
  return rows.sort(
    (a, b) =>
      Number(b.featured) - Number(a.featured) ||
      b.salesCount - a.salesCount ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      (a.id < b.id ? -1 : 1),
  );
}
