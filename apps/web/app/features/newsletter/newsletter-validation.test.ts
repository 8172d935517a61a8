import { describe, expect, it } from 'vitest';
import type { Translate } from '../../lib/i18n';
import { newsletterEmailProblem } from './newsletter-validation';

const ids: Translate = (id) => id;

describe('newsletter email', () => {
  it('asks for an address when the field is blank', () => {
    expect(newsletterEmailProblem('', ids)).toBe('shell.newsletterEmailBlank');
    expect(newsletterEmailProblem('   ', ids)).toBe('shell.newsletterEmailBlank');
  });

  it('asks for a valid address when the text is not shaped like one', () => {
    for (const email of ['devotee', 'devotee@', 'devotee@shop', '@shop.in', 'a b@shop.in']) {
      expect(newsletterEmailProblem(email, ids), email).toBe('shell.newsletterEmailInvalid');
    }
  });

  it('accepts an address with spaces around it', () => {
    expect(newsletterEmailProblem('  devotee@shop.in ', ids)).toBeNull();
  });
});
