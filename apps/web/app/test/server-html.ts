import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/** The HTML the server sends for `element`, once everything in it (parts hydrated later too) is ready. */
export async function serverHtml(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}
