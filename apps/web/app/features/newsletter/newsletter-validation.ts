import { newsletterRequestSchema } from '@shop/shared/contracts/newsletter';
import type { Translate } from '../../lib/i18n';

/**
 * What is wrong with the typed address in the page's language (the schema's own messages are
 * English), or null when it may be sent. Here rather than in the form: the footer is on every page,
 * and this file is fetched on the first submit.
 */
export function newsletterEmailProblem(email: string, t: Translate): string | null {
  const result = newsletterRequestSchema.safeParse({ email });
  if (result.success) return null;
  return t(
    result.error.issues[0]?.code === 'too_small' ? 'shell.newsletterEmailBlank' : 'shell.newsletterEmailInvalid',
  );
}
