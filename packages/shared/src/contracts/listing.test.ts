import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hasActiveFilters,
  LISTING_PAGE_SIZE,
  listingSearchParams,
  productsQuerySchema,
  readListingParams,
  searchQuerySchema,
  suggestionsQuerySchema,
} from './listing';

/** The shape a query string arrives in on the server: repeated keys become arrays. */
function query(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const existing = out[key];
    out[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return out;
}

function firstError(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  text: string,
) {
  const result = schema.safeParse(query(text));
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
}

describe('listing query parsing', () => {
  it('reads sizes given as repeated keys or as one comma-separated value, without repeats', () => {
    expect(productsQuerySchema.parse(query('size=2&size=3')).size).toEqual(['2', '3']);
    expect(productsQuerySchema.parse(query('size=2,3')).size).toEqual(['2', '3']);
    expect(productsQuerySchema.parse(query('size=3,3&size=3')).size).toEqual(['3']);
  });

  it('fills in the defaults: first page of 24, no filters, no sort chosen', () => {
    expect(productsQuerySchema.parse({})).toEqual({
      collection: [],
      size: [],
      deity: [],
      category: [],
      material: [],
      color: [],
      inStock: false,
      page: 1,
      limit: LISTING_PAGE_SIZE,
    });
  });

  it('reads prices in rupees, in stock only and the sort', () => {
    const parsed = productsQuerySchema.parse(query('minPrice=199&maxPrice=1049.5&inStock=true&sort=price-asc'));
    expect(parsed).toMatchObject({ minPrice: 199, maxPrice: 1049.5, inStock: true, sort: 'price-asc' });
  });

  it('refuses an idol size outside 0-6 with a clear message', () => {
    expect(firstError(productsQuerySchema, 'size=7')).toBe('Size must be an idol size from 0 to 6');
    expect(firstError(productsQuerySchema, 'size=2,big')).toBe('Size must be an idol size from 0 to 6');
  });

  it('refuses prices that are not rupee amounts or are in the wrong order', () => {
    expect(firstError(productsQuerySchema, 'minPrice=cheap')).toBe('Minimum price must be a number of rupees');
    expect(firstError(productsQuerySchema, 'maxPrice=-5')).toBe('Maximum price cannot be negative');
    expect(firstError(productsQuerySchema, 'minPrice=900&maxPrice=100')).toBe(
      'Minimum price cannot be more than the maximum price',
    );
  });

  it('refuses an unknown sort, a page below 1 and a page size above 48', () => {
    expect(firstError(productsQuerySchema, 'sort=cheapest')).toMatch(/^Sort must be one of relevance, featured/);
    expect(firstError(productsQuerySchema, 'page=0')).toBe('Page must be a whole number from 1 to 1000');
    expect(firstError(productsQuerySchema, 'page=2.5')).toBe('Page must be a whole number from 1 to 1000');
    expect(firstError(productsQuerySchema, 'limit=49')).toBe('Limit must be a whole number from 1 to 48');
  });

  it('refuses filter values that are not slugs and materials it does not know', () => {
    expect(firstError(productsQuerySchema, 'deity=<script>')).toBe('Deity filter is invalid');
    expect(firstError(productsQuerySchema, 'material=plastic')).toMatch(/^Material must be one of cotton, silk/);
    expect(firstError(productsQuerySchema, 'inStock=maybe')).toBe('inStock must be true or false');
  });

  it('trims the search text and refuses it blank or longer than 100 characters', () => {
    expect(searchQuerySchema.parse(query('q=%20%20laddu%20gopal%20')).q).toBe('laddu gopal');
    expect(firstError(searchQuerySchema, '')).toBe('Please enter a search term');
    expect(firstError(searchQuerySchema, 'q=%20%20')).toBe('Please enter a search term');
    expect(firstError(searchQuerySchema, `q=${'a'.repeat(101)}`)).toBe('Search text must be at most 100 characters');
    expect(searchQuerySchema.safeParse(query(`q=${'a'.repeat(100)}`)).success).toBe(true);
  });

  it('asks for two characters before suggesting', () => {
    expect(firstError(suggestionsQuerySchema, 'q=l')).toBe('Type at least 2 characters to see suggestions');
    expect(suggestionsQuerySchema.parse(query('q=la')).q).toBe('la');
  });
});

describe('listing page addresses', () => {
  it('keeps what it can read of a hand-edited link and drops the rest', () => {
    const params = readListingParams(
      new URLSearchParams('size=2&size=9&minPrice=abc&maxPrice=500&material=silk,plastic&page=-1&sort=bogus'),
    );
    expect(params).toMatchObject({ size: ['2'], maxPrice: 500, material: ['silk'], page: 1, sort: undefined });
    expect(params.minPrice).toBeUndefined();
  });

  it('drops a maximum price below the minimum instead of showing nothing', () => {
    expect(readListingParams(new URLSearchParams('minPrice=900&maxPrice=100'))).toMatchObject({
      minPrice: 900,
      maxPrice: undefined,
    });
  });

  it('writes equal filters as the same address, leaving defaults out', () => {
    const a = listingSearchParams({ size: ['3', '2'], color: ['red'], page: 1, limit: LISTING_PAGE_SIZE });
    const b = listingSearchParams({ color: ['red'], size: ['2', '3', '2'] });
    expect(a.toString()).toBe('size=2%2C3&color=red');
    expect(b.toString()).toBe(a.toString());
    expect(listingSearchParams({ q: 'mor mukut', inStock: true, sort: 'price-asc', page: 3 }).toString()).toBe(
      'q=mor+mukut&inStock=true&sort=price-asc&page=3',
    );
  });

  it('reads back exactly the filters it wrote', () => {
    const sizes = fc.subarray(['0', '1', '2', '3', '4', '5', '6']);
    const slugs = fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8})?$/), { maxLength: 4 });
    fc.assert(
      fc.property(
        sizes,
        slugs,
        fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined }),
        fc.boolean(),
        fc.integer({ min: 1, max: 50 }),
        (size, color, minPrice, inStock, page) => {
          const written = {
            size: [...size].sort(),
            color: [...color].sort(),
            ...(minPrice === undefined ? {} : { minPrice }),
            inStock,
            page,
          };
          const read = readListingParams(listingSearchParams(written));
          expect(read).toMatchObject(written);
          expect(productsQuerySchema.parse(query(listingSearchParams(written).toString()))).toMatchObject(written);
        },
      ),
    );
  });

  it('counts sizes, prices, deity, category, material, colour and stock as filters, not sort or page', () => {
    expect(hasActiveFilters({ sort: 'newest', page: 2, q: 'mukut' })).toBe(false);
    expect(hasActiveFilters({ size: ['2'] })).toBe(true);
    expect(hasActiveFilters({ maxPrice: 0 })).toBe(true);
    expect(hasActiveFilters({ inStock: true })).toBe(true);
  });
});
