import { z } from 'zod';

// The back office's search words: synonym pairs and the searches that found nothing.

/** Longest synonym phrase ('peacock feather', 'बाल गोपाल'). */
export const SYNONYM_MAX = 60;

const phrase = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .toLowerCase()
    .transform((value) => value.replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(SYNONYM_MAX, `${label} must be at most ${SYNONYM_MAX} characters`)
        .regex(/^[\p{L}\p{M}\p{N} ]+$/u, `${label} may hold only letters, digits and spaces`),
    );

export const synonymInputSchema = z
  .object({ term: phrase('Word'), equivalent: phrase('Synonym') })
  .refine((pair) => pair.term !== pair.equivalent, {
    path: ['equivalent'],
    message: 'A word cannot be a synonym of itself',
  });
export type SynonymInput = z.input<typeof synonymInputSchema>;
export type SynonymData = z.output<typeof synonymInputSchema>;

export const synonymSchema = z.object({
  id: z.string(),
  term: z.string(),
  equivalent: z.string(),
  updatedAt: z.string(),
});
export type Synonym = z.infer<typeof synonymSchema>;
export const synonymListResponseSchema = z.object({ synonyms: z.array(synonymSchema) });
export type SynonymListResponse = z.infer<typeof synonymListResponseSchema>;
export const synonymResponseSchema = z.object({ synonym: synonymSchema });
export const synonymIdParamsSchema = z.object({ synonymId: z.string().uuid('Synonym not found') });

export const searchMissSchema = z.object({
  query: z.string(),
  count: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type SearchMiss = z.infer<typeof searchMissSchema>;
export const searchMissListResponseSchema = z.object({ misses: z.array(searchMissSchema) });
export type SearchMissListResponse = z.infer<typeof searchMissListResponseSchema>;
