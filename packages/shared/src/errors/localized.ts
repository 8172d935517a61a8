import { ERRORS, errorMessage, type ErrorCode, type ErrorParams } from '../errors';
import type { Locale } from '../locale';
import { successMessage, type Notice, type SuccessCode } from '../success-messages';
import { fillPlaceholders, messageOf } from './entry';
import { HINDI_ERROR_MESSAGES } from './hi/error-messages';
import { HINDI_FIELD_MESSAGES } from './hi/field-messages';
import { HINDI_SUCCESS_MESSAGES } from './hi/success-messages';

// The API's words in the language a request asked for: errors, success messages and notices. The
// API's alone: the storefront shows the API's `message`, so no page script carries the Hindi.

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

/** A success message or notice (success-messages.ts) in `locale`, placeholders filled. */
export function successMessageIn(locale: Locale, code: SuccessCode, params: ErrorParams = {}): string {
  if (locale === 'en') return successMessage(code, params);
  return fillPlaceholders(HINDI_SUCCESS_MESSAGES[code], params);
}

/** A notice a rule decided on, in `locale`. */
export function noticeIn(locale: Locale, notice: Notice): string {
  return successMessageIn(locale, notice.code, notice.params);
}
