import { ERRORS, errorMessage, type ErrorCode, type ErrorParams } from '../errors';
import type { Locale } from '../locale';
import { messageOf } from './entry';
import { HINDI_ERROR_MESSAGES } from './hi/error-messages';
import { HINDI_FIELD_MESSAGES } from './hi/field-messages';

// Error wording in the language a request asked for. The API's alone: the storefront shows the
// API's `message`, so no page script carries the Hindi catalogue.

const HINDI_CATALOGUE = Object.fromEntries(
  Object.entries(ERRORS).map(([code, entry]) => [
    code,
    { status: entry.status, message: HINDI_ERROR_MESSAGES[code as ErrorCode] },
  ]),
) as Record<ErrorCode, { status: number; message: string }>;

/** Values services pass in English words (a wait, a decision), said in Hindi. */
const HINDI_DECISIONS: Record<string, string> = { confirmed: 'पक्का हो चुका है', cancelled: 'रद्द हो चुका है' };

function hindiParams(params: ErrorParams): ErrorParams {
  const out: ErrorParams = { ...params };
  if (typeof out.wait === 'string') {
    out.wait = out.wait.replace(/^(\d+) seconds?$/, '$1 सेकंड').replace(/^(\d+) minutes?$/, '$1 मिनट');
  }
  if (typeof out.decision === 'string') out.decision = HINDI_DECISIONS[out.decision] ?? out.decision;
  return out;
}

/** The catalogue's wording of `code` in `locale`, placeholders filled. */
export function errorMessageIn(locale: Locale, code: ErrorCode, params: ErrorParams = {}): string {
  if (locale === 'en') return errorMessage(code, params);
  return messageOf(HINDI_CATALOGUE, code, hindiParams(params));
}

const CODE_OF_ENGLISH_MESSAGE = new Map<string, ErrorCode>(
  Object.entries(ERRORS).map(([code, entry]) => [entry.message, code as ErrorCode]),
);

/**
 * A request schema's field message in `locale`: the code's Hindi when it repeats a code's wording,
 * else the schema's own Hindi, else undefined (the caller says VALIDATION_FAILED's instead).
 */
export function fieldMessageIn(locale: Locale, english: string): string | undefined {
  if (locale === 'en') return english;
  const code = CODE_OF_ENGLISH_MESSAGE.get(english);
  if (code) return HINDI_ERROR_MESSAGES[code];
  return HINDI_FIELD_MESSAGES[english];
}
