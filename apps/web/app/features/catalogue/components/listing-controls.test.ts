import { describe, expect, it } from 'vitest';
import type { ListingFacets } from '@shop/shared/contracts/listing';
import { serverT } from '../../../lib/i18n.server';
import { appliedChips, materialName, pageWindow } from './listing-controls';

const english = serverT(new Request('http://shop.test/products'), 'listing');
const hindi = serverT(new Request('http://shop.test/hi/products'), 'listing');

const facets: ListingFacets = {
  sizes: [],
  deities: [{ value: 'radha-rani', label: 'Radha Rani', count: 3 }],
  categories: [],
  materials: [{ value: 'silk', label: 'Silk', count: 2 }],
  colors: [],
  price: { min: 149, max: 1999 },
  inStock: 4,
};

describe('listing pages and chips', () => {
  it('shows the first, the last and two pages either side of the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 6)).toEqual([1, 2, 3, 'gap', 6]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
  });

  it('names each chosen filter and removes just that one, back to the first page', () => {
    const chips = appliedChips(
      { size: ['2'], deity: ['radha-rani'], material: ['silk'], minPrice: 300, inStock: true, page: 3 },
      facets,
      english,
    );
    expect(chips.map((c) => c.label)).toEqual(['Size 2 (2.75 in)', 'From ₹300', 'Radha Rani', 'Silk', 'In stock only']);
    const withoutDeity = chips.find((c) => c.label === 'Radha Rani')!.without;
    expect(withoutDeity).toMatchObject({ deity: [], size: ['2'], material: ['silk'], page: undefined });
  });

  it('names a festival sale’s listing by the sale in both languages, and says so once it has ended', () => {
    const sale = '0b7c2a4e-3f1d-4c55-9a8e-2d6f1e0c9b11';
    const [running] = appliedChips({ sale, page: 2 }, facets, english, { id: sale, name: 'Diwali sale' });
    expect(running).toMatchObject({ label: 'On sale: Diwali sale', without: { sale: undefined, page: undefined } });
    const [hindiChip] = appliedChips({ sale }, facets, hindi, { id: sale, name: 'दीवाली सेल' });
    expect(hindiChip!.label).toBe('सेल में: दीवाली सेल');
    expect(appliedChips({ sale }, facets, english, null)[0]!.label).toBe('This sale has ended');
    expect(appliedChips({ sale }, facets, hindi, null)[0]!.label).toBe('यह सेल ख़त्म हो गई है');
  });

  it('names the chosen filters in Hindi on a Hindi page, a colour without Hindi keeping its English', () => {
    const chips = appliedChips(
      { size: ['2'], material: ['silk', 'other'], color: ['red', 'royal-blue'], maxPrice: 999, inStock: true },
      {
        ...facets,
        colors: [
          { value: 'red', label: 'लाल', count: 2, untranslated: [] },
          { value: 'royal-blue', label: 'Royal Blue', count: 1, untranslated: ['label'] },
        ],
      },
      hindi,
    );
    expect(chips.map((c) => [c.label, c.english ?? false])).toEqual([
      ['साइज़ 2 (2.75 इंच)', false],
      ['₹999 तक', false],
      ['रेशमी', false],
      ['अन्य', false],
      ['लाल', false],
      ['Royal Blue', true],
      ['सिर्फ़ स्टॉक में मौजूद', false],
    ]);
  });

  it('files a material the shop does not know under Other', () => {
    expect(materialName(english, 'velvet')).toBe('Velvet');
    expect(materialName(english, 'bamboo')).toBe('Other');
    expect(materialName(hindi, 'peacock-feather')).toBe('मोरपंख');
  });
});
