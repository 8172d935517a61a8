import { describe, expect, it } from 'vitest';
import { LISTING_SHORTCUTS, listingShortcut } from './listing-shortcuts';

describe('listing shortcuts', () => {
  it('finds a page by its route id or by its matched pattern', () => {
    const jhula = { source: { kind: 'collections', slugs: ['jhula'] }, canonicalPath: '/collections/jhula' };
    expect(listingShortcut('accessories/jhula')).toEqual(jhula);
    expect(listingShortcut('/accessories/jhula')).toEqual(jhula);
  });

  it('finds the same page for the Hindi twin of a shortcut', () => {
    expect(listingShortcut('hi/accessories/jhula')).toEqual(listingShortcut('accessories/jhula'));
    expect(listingShortcut('/hi/seasonal')).toEqual(listingShortcut('seasonal'));
  });

  it('gives search engines the collection address of every single-collection shortcut', () => {
    for (const page of Object.values(LISTING_SHORTCUTS)) {
      if (page.source.kind !== 'collections' || page.source.slugs.length !== 1) continue;
      expect(page.canonicalPath).toBe(`/collections/${page.source.slugs[0]}`);
    }
  });

  it('names the seasonal page itself, as it shows two collections', () => {
    expect(listingShortcut('seasonal')).toMatchObject({
      source: { kind: 'collections', slugs: ['summer', 'winter'] },
      title: 'listing.seasonalTitle',
    });
  });

  it('refuses a path that is not a shortcut', () => {
    expect(() => listingShortcut('collections')).toThrow();
  });
});
