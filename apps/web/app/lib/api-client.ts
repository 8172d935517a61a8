import type { ErrorCode } from '@shop/shared/errors';
import { HREFLANG, localeOfPath } from '@shop/shared/locale';
import { translateIn } from './i18n';

/** What a failed API call throws: the server's error code and the spec's wording. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiRequest = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The caller answers a refusal for want of a session itself (add to cart sends a shopper whose
   * session ended to log in and replays the add afterwards; a guest's add fills their guest cart):
   * a lapsed session is still renewed, but its end is not announced.
   */
  guestHandled?: boolean;
};

/**
 * The one way the web app talks to /api/v1. In the browser it is fetch with cookies; during
 * server rendering the server hands loaders an in-process client (no network hop).
 */
export type ApiClient = <T>(path: string, request?: ApiRequest) => Promise<T>;

export async function readApiResponse<T>(response: Response): Promise<T> {
  const text = await response.text();
  const payload: unknown = text ? JSON.parse(text) : null;
  if (response.ok) return payload as T;
  const body = (payload ?? {}) as { code?: unknown; message?: unknown; fields?: Record<string, string> };
  // The server answers every failure with a catalogue code and its wording (apps/api errors
  // plugin); anything else (a proxy's error page) is an internal failure, said in the page's
  // language with the shell's words. No error catalogue is needed here, which keeps it out of
  // every page's first scripts.
  const code = typeof body.code === 'string' ? (body.code as ErrorCode) : 'INTERNAL';
  const message = typeof body.message === 'string' ? body.message : translateIn(pageLocale())('shell.errorTitle');
  throw new ApiError(response.status, code, message, body.fields);
}

/** The shop could not be reached: said in the open page's language (every page loads `shell`). */
export function offlineError(): ApiError {
  return new ApiError(0, 'NETWORK', translateIn(pageLocale())('shell.offline'));
}

/** The open page's language; English for the server's in-process client. */
function pageLocale() {
  return typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname);
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * `language` names the page's language to the API, which answers in it (catalogue words, error
 * messages); the server's in-process fetch names it itself (apps/api storefront.ts).
 */
export function createApiClient(fetchImpl: FetchLike, language?: () => string): ApiClient {
  return async <T>(path: string, request: ApiRequest = {}) => {
    const headers: Record<string, string> = {};
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (language) headers['accept-language'] = language();
    let response: Response;
    try {
      response = await fetchImpl(`/api/v1${path}`, {
        method: request.method ?? 'GET',
        credentials: 'same-origin',
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: request.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw offlineError();
    }
    return readApiResponse<T>(response);
  };
}

const plainBrowserApi: ApiClient = createApiClient(
  (input, init) => fetch(input, init),
  () => HREFLANG[localeOfPath(window.location.pathname)],
);

/**
 * Renews an expired session; true when the call may be retried, false when the visitor is signed
 * out, which it announces to the page when `announceEnd` is true.
 */
type SessionRenewer = (announceEnd: boolean) => Promise<boolean>;
let renewSession: SessionRenewer | undefined;

/** features/auth registers how a session is renewed (lib code cannot import features). */
export function setSessionRenewer(renewer: SessionRenewer): void {
  renewSession = renewer;
}

/**
 * The browser's client. An access token lives 15 minutes: a call refused with UNAUTHENTICATED is
 * retried once after the session is renewed, so a shopper never sees an expiry they did not cause.
 */
export const browserApi: ApiClient = async <T>(path: string, request: ApiRequest = {}) => {
  try {
    return await plainBrowserApi<T>(path, request);
  } catch (error) {
    const expired = error instanceof ApiError && error.code === 'UNAUTHENTICATED' && !path.startsWith('/auth/');
    if (expired && renewSession && (await renewSession(!request.guestHandled)))
      return plainBrowserApi<T>(path, request);
    throw error;
  }
};
