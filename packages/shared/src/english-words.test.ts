import { describe, expect, it } from 'vitest';
import { englishWords } from './english-words';

describe('English words on a Hindi page', () => {
  it('are the Latin words of a text', () => {
    expect(englishWords('नमस्ते Close toast')).toEqual(['Close', 'toast']);
    expect(englishWords('2:24 am बजे')).toEqual(['am']);
  });

  it('leave out brands, codes, amounts, addresses and what the shopper typed', () => {
    expect(englishWords('SKU SS-DRS-0001 · ₹1,049 · 281121 · Shringar Shop · WELCOME10 · UPI · WhatsApp')).toEqual([]);
    expect(englishWords('naam@example.com · shringarshop.in')).toEqual([]);
    expect(englishWords('“poshak” के लिए 80 नतीजे', ['poshak'])).toEqual([]);
  });
});
