// Paint first, then start the app (decision 0020).
//
// React Router ends every page with a module script that imports the app (entry, root and the
// page's route modules) and, through <link rel="modulepreload"> in the head, has the browser fetch
// all of it at once, at high priority, beside the stylesheet and the first product pictures. On a
// phone on a slow link those ~160 kB of scripts take the bandwidth the page's first picture needs,
// and the first paint waits behind their evaluation. This rewrite lets the server-rendered page
// paint first: the module script is kept, inert, and a small script starts it, with its preloads,
// right after the first frame (at once in a tab that is not visible, which never paints).

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const APP_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The id of the inert script that holds React Router's module script. */
export const APP_START_ID = 'app-start';

/** How long one task of the starter may spend adding preload links (ms, by the page's own clock). */
export const PRELOAD_SLICE_MS = 4;

function bootScript(preloads: string[]): string {
  // JSON.stringify of asset paths, with '<' escaped so nothing can close the script early.
  const list = JSON.stringify(preloads).replace(/</g, '\\u003c');
  // Adding a preload link starts a fetch from the main thread: 5–20 ms each on a throttled phone.
  // The links go in slices of a few milliseconds, a task each, so that none of them is a long
  // task (fixed batches of eight were, at 50–200 ms). A message channel yields between slices
  // without the 4 ms clamp of nested timeouts. The app module goes in once every link is in.
  return (
    '(function(){' +
    `var p=${list},i=0,c=new MessageChannel();` +
    'c.port1.onmessage=step;' +
    'function step(){' +
    'for(var t=performance.now();i<p.length;){' +
    'var l=document.createElement("link");l.rel="modulepreload";l.href=p[i++];document.head.appendChild(l);' +
    `if(i<p.length&&performance.now()-t>=${PRELOAD_SLICE_MS}){c.port2.postMessage(0);return}}` +
    'var s=document.createElement("script");s.type="module";' +
    `s.textContent=document.getElementById("${APP_START_ID}").textContent;` +
    'document.body.appendChild(s)}' +
    'if(document.visibilityState!=="visible")step();' +
    'else requestAnimationFrame(function(){setTimeout(step,0)})' +
    '})()'
  );
}

/**
 * Rewrites a rendered page so its app scripts load after the first paint. A page without React
 * Router's module script (an error page of the server's own) comes back unchanged.
 */
export function paintFirst(html: string): string {
  const app = APP_MODULE.exec(html);
  if (!app) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (tag) => {
    const href = HREF.exec(tag)?.[1];
    if (!href) return tag;
    preloads.push(href);
    return '';
  });
  return withoutPreloads.replace(
    APP_MODULE,
    () =>
      `<script type="text/x-app-start" id="${APP_START_ID}">${app[1]}</script>` +
      `<script>${bootScript(preloads)}</script>`,
  );
}
