import { describe, expect, it } from 'vitest';
import { newsletterEmailProblem } from './newsletter-validation';

describe('newsletter email', () => {
  it('asks for an address when the field is blank', () => {
    expect(newsletterEmailProblem('')).toBe('Please enter your email address');
    expect(newsletterEmailProblem('   ')).toBe('Please enter your email address');
  });

  it('asks for a valid address when the text is not shaped like one', () => {
    for (const email of ['devotee', 'devotee@', 'devotee@shop', '@shop.in', 'a b@shop.in']) {
      expect(newsletterEmailProblem(email), email).toBe('Please enter a valid email address');
    }
  });

  it('accepts an address with spaces around it', () => {
    expect(newsletterEmailProblem('  devotee@shop.in ')).toBeNull();
  });
});
