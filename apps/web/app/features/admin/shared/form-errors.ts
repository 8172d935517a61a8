import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

/** Messages beside a form's fields, keyed by field name (`amount`, `variants.0.price`). */
export type FieldErrors = Record<string, string>;

/** The first message per top-level field of a failed parse; an issue with no path is keyed `form`. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The server's words for a refused change, and its per-field messages when it sent them. */
export function serverProblem(error: unknown): { message: string; fields: FieldErrors } {
  if (error instanceof ApiError) return { message: error.message, fields: error.fields ?? {} };
  return { message: 'Something went wrong', fields: {} };
}
