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
