import { z } from 'zod';

/** The spec's simple shape of an address: text, an at sign, text, a dot, text. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An email address as forms send it: trimmed, lower-cased, with the spec's two messages
 * (blank, and not shaped like an address).
 */
export const emailFieldSchema = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'Please enter a valid email address')
  .regex(EMAIL_SHAPE, 'Please enter a valid email address')
  .toLowerCase();
