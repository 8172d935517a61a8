import { describe, expect, it } from 'vitest';
import { filtersSearch, readFilters, withSearch } from './list-filters';

describe('admin list filters in the address', () => {
  it('leaves out blanks and the first page', () => {
    expect(filtersSearch({ q: 'radha', status: '', page: 1 })).toBe('q=radha');
    expect(withSearch('/admin/customers', { q: undefined, page: 3 })).toBe('/admin/customers?page=3');
    expect(withSearch('/admin/customers', {})).toBe('/admin/customers');
  });

  it('reads only the named filters, and a nonsense page as the first', () => {
    const params = new URLSearchParams('q=%20gopal%20&page=abc&other=1&status=');
    expect(readFilters(params, ['q', 'status'])).toEqual({ page: 1, q: 'gopal' });
    expect(readFilters(new URLSearchParams('page=4'), ['q'])).toEqual({ page: 4 });
  });
});
