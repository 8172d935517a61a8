import { newsletterRequestSchema } from '@shop/shared/contracts/newsletter';

/**
 * What is wrong with the typed address, or null when it may be sent: `blank` or `invalid`, for the
 * form to say in the page's language (the schema's own messages are English).
 */
export function newsletterEmailProblem(email: string): 'blank' | 'invalid' | null {
  const result = newsletterRequestSchema.safeParse({ email });
  if (result.success) return null;
  return result.error.issues[0]?.code === 'too_small' ? 'blank' : 'invalid';
}
