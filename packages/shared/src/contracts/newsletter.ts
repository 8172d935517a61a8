import { z } from 'zod';
import { emailFieldSchema } from './email-field';

export const NEWSLETTER_THANK_YOU = 'Thank you for subscribing to our newsletter!';

/** POST /api/v1/newsletter */
export const newsletterRequestSchema = z.object({ email: emailFieldSchema });
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

export const newsletterResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
