import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { HtmlOnlyQueries } from './lib/html-only-data';
import { htmlOnlyQueries } from './lib/html-only-data.server';
import { QueryLayer } from './lib/query';
import { makeQueryClient } from './lib/query-client';
import { queryRuntime } from './lib/query-runtime';
import { speakEveryNamespace } from './lib/i18n.server';

speakEveryNamespace();

/** A render still waiting this long (a stuck loader promise) is cut off; React then sends what it has. */
export const streamTimeout = 5_000;

/**
 * Every page is sent whole, once everything in it has rendered: the server buffers each page
 * anyway (its Content-Security-Policy hashes the page's inline scripts; anonymous pages are
 * cached), and a whole page has each part of it in place, with no streamed fallbacks and the
 * scripts that swap them. Parts the browser hydrates later (lib/hydrate-later.tsx) rely on this.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let allReady = false;
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // The render has TanStack Query at once, with a cache of its own: nothing leaks between visitors.
    const page = (
      <QueryLayer.Provider value={queryRuntime(makeQueryClient())}>
        <HtmlOnlyQueries.Provider value={htmlOnlyQueries(loadContext)}>
          <ServerRouter context={routerContext} url={request.url} />
        </HtmlOnlyQueries.Provider>
      </QueryLayer.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      // React moves a finished Suspense boundary out of line (shown later by a script) once the
      // page so far passes this many bytes, to stream it; a page sent whole keeps every one in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        allReady = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timer);
            timer = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors in the shell reject above and React Router logs them; these are the later ones.
        if (allReady) console.error(error);
      },
    });
  });
}
