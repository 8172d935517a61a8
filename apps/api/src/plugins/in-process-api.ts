import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HREFLANG } from '@shop/shared/locale';
import { pageLocale } from '../lib/page-cache';

/** What a render's loaders met when they asked the API. */
export type WhatTheApiSaid = {
  /**
   * The render read the session: the API answered one of its requests as a signed-in caller's
   * (authenticate.ts marks every such answer private). The page shows that person's data.
   */
  personal: boolean;
  /** The API refused one of its GET requests for too many from this address: wait this long (s). */
  retryAfter?: number;
};

/**
 * The API marks its cookies Secure by the protocol it was reached over; reached in-process it sees
 * plain http, so a page form's cookies are marked here for a visitor on https.
 */
function secureOverHttps(request: FastifyRequest, setCookie: string): string {
  return request.protocol === 'https' && !/;\s*secure\b/i.test(setCookie) ? `${setCookie}; Secure` : setCookie;
}

/**
 * The loaders' `context.fetch`: each call reaches the API in-process through Fastify's inject (no
 * network hop), with the visitor's cookies (none for a page rendered for everyone), the page's
 * language and the visitor's address; `met` collects what the answers said about the page.
 */
export function inProcessApi(app: FastifyInstance, request: FastifyRequest, cookie: string | undefined) {
  const met: WhatTheApiSaid = { personal: false };
  const loadContext = {
    demoShop: app.config.paymentProvider === 'sandbox',
    fetch: async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://internal');
      const headers = new Headers(init.headers);
      if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
      // The API answers in the page's language (catalogue words, error messages), never the browser's.
      if (!headers.has('accept-language')) headers.set('accept-language', HREFLANG[pageLocale(request.url)]);
      // A session started by a page form is recorded with the visitor's browser, as the API's own call would be.
      const userAgent = request.headers['user-agent'];
      if (userAgent && !headers.has('user-agent')) headers.set('user-agent', userAgent);
      const method = (init.method ?? 'GET') as 'GET';
      const injected = await app.inject({
        method,
        url: url.pathname + url.search,
        headers: Object.fromEntries(headers),
        payload: typeof init.body === 'string' ? init.body : undefined,
        // The visitor's address, so that the API's per-address limits count them, not the server.
        remoteAddress: request.ip,
      });
      if (/\b(private|no-store)\b/.test(String(injected.headers['cache-control'] ?? ''))) met.personal = true;
      if (injected.statusCode === 429 && method === 'GET') {
        const wait = Math.max(1, Number(injected.headers['retry-after']) || 60);
        met.retryAfter = Math.max(met.retryAfter ?? 0, wait);
      }
      const answer = new Headers({ 'content-type': String(injected.headers['content-type'] ?? 'application/json') });
      // The cookies the API set (a page form's sign-in), for the action to hand on to the browser.
      for (const setCookie of [injected.headers['set-cookie'] ?? []].flat()) {
        answer.append('set-cookie', secureOverHttps(request, setCookie));
      }
      return new Response(injected.statusCode === 204 ? null : injected.rawPayload, {
        status: injected.statusCode,
        headers: answer,
      });
    },
  };
  return { loadContext, met };
}
