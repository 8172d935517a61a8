import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pagePolicy } from '../security/content-security-policy';
import { APP_START_ID, paintFirst } from './paint-first';

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
});
