import type { ApiClient } from './api-client';
import { createApiClient } from './api-client';

declare module 'react-router' {
  interface AppLoadContext {
    /** The API reached in-process by the server, carrying the visitor's cookies. */
    fetch: (input: string, init?: RequestInit) => Promise<Response>;
    /** Payments are simulated (the sandbox): every page says so. */
    demoShop: boolean;
  }
}

/** The API client a server loader uses: same calls as the browser's, no network hop. */
export function serverApi(context: { fetch: (input: string, init?: RequestInit) => Promise<Response> }): ApiClient {
  return createApiClient(context.fetch);
}

/** The headers of a page answered to one visitor alone (a posted form's answer): never cached. */
export const PERSONAL_ANSWER = { 'Cache-Control': 'private, no-store' };

/**
 * The in-process client for a page form's action, and the cookies the API set on its answers: a
 * sign-in posted without JavaScript hands the browser the same cookies the API's own call would.
 */
export function serverFormApi(context: { fetch: (input: string, init?: RequestInit) => Promise<Response> }): {
  api: ApiClient;
  cookies: Headers;
} {
  const cookies = new Headers(PERSONAL_ANSWER);
  const api = createApiClient(async (input, init) => {
    const response = await context.fetch(input, init);
    for (const cookie of response.headers.getSetCookie()) cookies.append('set-cookie', cookie);
    return response;
  });
  return { api, cookies };
}
