import { describe, expect, it } from 'vitest';
import { filterValue, materialFamilies, materialLabel } from './listing-rules';

describe('listing filter values', () => {
  it('files a material phrase under every family it names', () => {
    expect(materialFamilies('Metal alloy with stones, pearls and peacock feather')).toEqual([
      'metal',
      'pearls-beads',
      'peacock-feather',
    ]);
    expect(materialFamilies('Soft acrylic wool')).toEqual(['wool']);
    expect(materialFamilies('Brocade and net with stone, pearl and zari work')).toEqual([
      'net-georgette',
      'brocade',
      'pearls-beads',
    ]);
  });

  it('files a material that names no family under Other', () => {
    expect(materialFamilies('Clay')).toEqual(['other']);
    expect(materialLabel('other')).toBe('Other');
    expect(materialLabel('net-georgette')).toBe('Net & Georgette');
  });

  it('writes colour names as URL values', () => {
    expect(filterValue('Royal Blue')).toBe('royal-blue');
    expect(filterValue('Mukut & Pagdi')).toBe('mukut-and-pagdi');
  });
});
