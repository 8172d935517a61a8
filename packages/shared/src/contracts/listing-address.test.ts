import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LISTING_QUERY_PARAMS } from '../page-query-params';
import { LISTING_PAGE_SIZE, readListingParams, toList } from './listing-address';
import { listingQuerySchema, searchTextSchema } from './listing';

// The storefront reads listing addresses without zod; the API's schemas are the rules. This is
// how the storefront read them before (with the schemas): both must agree on every address.
function readWithSchemas(params: URLSearchParams) {
  const shape = listingQuerySchema.shape;
  const field = <T>(schema: z.ZodType<T>, value: string | null): T | undefined => {
    const parsed = schema.safeParse(value ?? undefined);
    return parsed.success ? parsed.data : undefined;
  };
  const list = (key: 'size' | 'deity' | 'category' | 'material' | 'color') =>
    (toList(params.getAll(key)) as string[]).filter((value) => shape[key].safeParse([value]).success);
  const minPrice = field(shape.minPrice, params.get('minPrice'));
  const maxPrice = field(shape.maxPrice, params.get('maxPrice'));
  const inOrder = minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice;
  return {
    q: field(searchTextSchema, params.get('q')),
    size: list('size'),
    minPrice,
    maxPrice: inOrder ? maxPrice : undefined,
    deity: list('deity'),
    category: list('category'),
    material: list('material'),
    color: list('color'),
    inStock: field(shape.inStock, params.get('inStock')) ?? false,
    sort: field(shape.sort, params.get('sort')),
    page: field(shape.page, params.get('page')) ?? 1,
    limit: field(shape.limit, params.get('limit')) ?? LISTING_PAGE_SIZE,
  };
}

const KEYS = [
  'q',
  'size',
  'minPrice',
  'maxPrice',
  'deity',
  'category',
  'material',
  'color',
  'inStock',
  'sort',
  'page',
  'limit',
];
const TRICKY = [
  '',
  ' ',
  '0',
  '1',
  '2',
  '6',
  '7',
  '-1',
  '1.5',
  '1e3',
  ' 12 ',
  '0x10',
  'Infinity',
  'NaN',
  'abc',
  'true',
  'false',
  'TRUE',
  'newest',
  'relevance',
  'price-asc',
  'laddu-gopal',
  'Laddu-Gopal',
  'silk',
  'cotton',
  'velvet',
  'other',
  ',',
  'a,b',
  '2,3,2',
  ' 2 , 4 ',
  '48',
  '49',
  '1000',
  '1001',
  '10000000',
  '10000001',
  'x'.repeat(101),
];

describe('reading a listing address without zod', () => {
  it('reads a plain address', () => {
    expect(
      readListingParams(new URLSearchParams('size=2,3&minPrice=500&sort=newest&page=2&inStock=1&q=%20mukut%20')),
    ).toEqual({
      q: 'mukut',
      size: ['2', '3'],
      minPrice: 500,
      maxPrice: undefined,
      deity: [],
      category: [],
      material: [],
      color: [],
      inStock: true,
      sort: 'newest',
      page: 2,
      limit: LISTING_PAGE_SIZE,
    });
  });

  it('reads every address as the API schemas do', () => {
    const value = fc.oneof(fc.constantFrom(...TRICKY), fc.string({ maxLength: 12 }));
    const address = fc.array(fc.tuple(fc.constantFrom(...KEYS), value), { maxLength: 10 });
    fc.assert(
      fc.property(address, (pairs) => {
        const params = new URLSearchParams(pairs);
        expect(readListingParams(params)).toEqual(readWithSchemas(params));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads exactly the parameters the page cache keys listing pages on', () => {
    const read = new Set<string>();
    const params = new URLSearchParams('q=a&page=2');
    const get = params.get.bind(params);
    const getAll = params.getAll.bind(params);
    params.get = (key) => (read.add(key), get(key));
    params.getAll = (key) => (read.add(key), getAll(key));
    readListingParams(params);
    expect([...read].sort()).toEqual([...LISTING_QUERY_PARAMS].sort());
  });
});
