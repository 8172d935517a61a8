import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pagePolicy } from '../security/content-security-policy';
import { APP_START_ID, paintFirst, PRELOAD_SLICE_MS } from './paint-first';

// The shape React Router gives a page: preloads in the head, the app's module script at the end.
const PAGE = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/root-B.js"/>',
  '<link rel="stylesheet" href="/assets/root-C.css"/>',
  '</head><body><main>Poshak</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
  '</body></html>',
].join('');

describe('paint first, then start the app', () => {
  const page = paintFirst(PAGE);

  it('takes the script preloads out of the head and keeps the stylesheet', () => {
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    expect(page).toContain('<main>Poshak</main>');
  });

  it('keeps the app module, inert, and a starter that preloads the same files after the first frame', () => {
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain(
      `<script type="text/x-app-start" id="${APP_START_ID}">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>`,
    );
    const starter = /<script>(\(function\(\)\{var p=[\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(starter).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    expect(starter).toContain('requestAnimationFrame');
    expect(starter).toContain('s.type="module"');
  });

  it('lists every inline script the browser will run in the page policy, the started module included', () => {
    const moduleText = 'import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");';
    const hashes = inlineScriptHashes(page);
    const moduleHash = createHash('sha256').update(moduleText, 'utf8').digest('base64');
    expect(hashes).toContain(moduleHash);
    expect(hashes).toHaveLength(3); // context, inert module, starter
    for (const hash of hashes) expect(pagePolicy(page)).toContain(`'sha256-${hash}'`);
  });

  it('leaves a page without the app module as it was', () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body>Error</body></html>';
    expect(paintFirst(plain)).toBe(plain);
  });

  it('cannot be closed early by an asset path', () => {
    const tricky = PAGE.replace('/assets/root-B.js"/>', '/assets/</script>.js"/>');
    expect(paintFirst(tricky)).not.toMatch(/var p=\[[^\]]*<\/script>/);
  });

  it('adds the preloads in short tasks after the first frame, then starts the app module', () => {
    const files = Array.from({ length: 7 }, (_, n) => `/assets/chunk-${n}.js`);
    const page = paintFirst(
      PAGE.replace(
        '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>',
        files.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(''),
      ),
    );
    const starter = /<script>(\(function\(\)\{var p=[\s\S]*?)<\/script>/.exec(page)![1]!;

    // A page whose every link takes 3 ms to add, and a queue of the tasks the starter asks for.
    let clock = 0;
    const tasks: (() => void)[] = [];
    const added: string[][] = [[]];
    const element = () => ({ rel: '', href: '', type: '', textContent: '' });
    type Element = ReturnType<typeof element>;
    const dom = {
      visibilityState: 'visible',
      createElement: element,
      head: {
        appendChild(link: Element) {
          clock += 3;
          added.at(-1)!.push(`${link.rel} ${link.href}`);
        },
      },
      body: { appendChild: (script: Element) => added.at(-1)!.push(`${script.type} ${script.textContent}`) },
      getElementById: (id: string) => (id === APP_START_ID ? { textContent: 'the app' } : null),
    };
    class MessageChannel {
      port1 = { onmessage: null as null | (() => void) };
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage!()) };
    }
    vm.runInNewContext(starter, {
      document: dom,
      performance: { now: () => clock },
      MessageChannel,
      requestAnimationFrame: (frame: () => void) => tasks.push(frame),
      setTimeout: (task: () => void) => tasks.push(task),
    });

    expect(added).toEqual([[]]); // nothing before the first frame
    while (tasks.length > 0) {
      if (added.at(-1)!.length > 0) added.push([]);
      tasks.shift()!();
    }
    const slices = added.filter((slice) => slice.length > 0);
    // Each task stops once it has spent its slice: two links of 3 ms when the slice is 4 ms.
    expect(PRELOAD_SLICE_MS).toBe(4);
    expect(slices.map((slice) => slice.length)).toEqual([2, 2, 2, 2]);
    expect(slices.flat()).toEqual([...files.map((href) => `modulepreload ${href}`), 'module the app']);
  });
});
