import { z } from 'zod';
import { emailFieldSchema } from './email-field';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_THANK_YOU = 'Thank you for writing to us! Our care team will reply within one business day.';

/** POST /api/v1/contact */
export const contactRequestSchema = z.object({
  name: z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(CONTACT_NAME_MAX, `Name must be at most ${CONTACT_NAME_MAX} characters`),
  email: emailFieldSchema,
  phone: z
    .string()
    .trim()
    .transform((phone) => phone.replace(/[\s-]/g, ''))
    .pipe(z.union([z.literal(''), z.string().regex(/^\d{10}$/, 'Phone number must be 10 digits')]))
    .optional()
    .transform((phone) => phone || null),
  message: z
    .string({ error: 'Please enter your message' })
    .trim()
    .min(1, 'Please enter your message')
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
