import { describe, expect, it } from 'vitest';
import { newsletterEmailProblem } from './newsletter-validation';

describe('newsletter email', () => {
  it('asks for an address when the field is blank', () => {
    expect(newsletterEmailProblem('')).toBe('blank');
    expect(newsletterEmailProblem('   ')).toBe('blank');
  });

  it('asks for a valid address when the text is not shaped like one', () => {
    for (const email of ['devotee', 'devotee@', 'devotee@shop', '@shop.in', 'a b@shop.in']) {
      expect(newsletterEmailProblem(email), email).toBe('invalid');
    }
  });

  it('accepts an address with spaces around it', () => {
    expect(newsletterEmailProblem('  devotee@shop.in ')).toBeNull();
  });
});
