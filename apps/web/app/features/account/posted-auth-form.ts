import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';

// The sign-in, sign-up and forgot-password forms, read the same way whether the page's script
// sends them (the form components) or the browser posts them to the page before (or without) the
// script (the routes' actions). The answer keeps the typed email, never a password.

/** A posted form the page shows again: the spec's message, the email typed and the fields at fault. */
export type RefusedAuthForm = { email: string; problem: string; invalid: string[] };

/** The form's fields as the schema reads them, or the refusal to show for what was typed. */
export function readPostedAuthForm<Schema extends z.ZodType<{ email: string }>>(
  schema: Schema,
  form: FormData,
): { values: z.infer<Schema> } | { refused: RefusedAuthForm } {
  const fields = Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { values: parsed.data };
  // The scripted form shows its first field's message and marks the fields in error.
  const issues = parsed.error.issues;
  return {
    refused: {
      email: fields.email ?? '',
      problem: issues[0]?.message ?? '',
      invalid: [...new Set(issues.map((issue) => String(issue.path[0])))],
    },
  };
}

/** What the page shows for an API refusal, in `words` (the scripted form's choice of message). */
export function refusedByApi(
  email: string,
  error: unknown,
  words: (error: ApiError) => string = (apiError) => apiError.message,
): { refused: RefusedAuthForm; status: number } {
  if (!(error instanceof ApiError)) throw error;
  return { refused: { email, problem: words(error), invalid: [] }, status: error.status || 503 };
}

/** Sign-up names only what the shopper can act on; anything else is the spec's 'Signup failed' (`failed`). */
const SPOKEN_SIGNUP_ERRORS = new Set(['VALIDATION_FAILED', 'TOO_MANY_ATTEMPTS', 'NETWORK', 'CSRF_REJECTED']);

export function signupRefusal(error: ApiError, failed: string): string {
  return SPOKEN_SIGNUP_ERRORS.has(error.code) ? error.message : failed;
}
