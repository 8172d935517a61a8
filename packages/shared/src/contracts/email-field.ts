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

/**
 * An email the shopper may leave empty (DESIGN 4.12: email is optional everywhere, order updates go
 * to the phone): empty means none given; one given is trimmed, lower-cased and must look like an address.
 */
export const optionalEmailFieldSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(254, 'Please enter a valid email address')
  .refine((value) => value === '' || EMAIL_SHAPE.test(value), 'Please enter a valid email address')
  .toLowerCase();
