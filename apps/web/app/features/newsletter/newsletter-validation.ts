import { newsletterRequestSchema } from '@shop/shared/contracts/newsletter';

/** The spec's message for what was typed, or null when it may be sent. */
export function newsletterEmailProblem(email: string): string | null {
  const result = newsletterRequestSchema.safeParse({ email });
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please enter a valid email address');
}
