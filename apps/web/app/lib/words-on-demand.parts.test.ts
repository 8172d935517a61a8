import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** `withWords(import('./site-footer'), 'siteFooter', 'siteMenus')`: a part, and the namespaces it fetches. */
const PART = /withWords\(\s*import\('([^']+)'\),\s*((?:'\w+'(?:,\s*)?)+)\)/g;

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  return ['.tsx', '.ts'].map((ext) => base + ext).find((file) => fs.existsSync(file)) ?? null;
}

/** The part's module and every module of the app it imports, at once or lazily. */
function codeOf(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from |import\()'(\.[^']+)'/g)) {
      const imported = resolve(file, match[1]!);
      if (imported) visit(imported);
    }
  };
  visit(entry);
  return [...seen];
}

// Every call but the example in with-words.ts's own comment.
const callers = sourceFiles(appDir).filter((file) => !file.endsWith('with-words.ts'));
const parts = callers.flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(PART)].map((match) => ({
    where: path.relative(appDir, file),
    module: resolve(file, match[1]!)!,
    namespaces: [...match[2]!.matchAll(/'(\w+)'/g)].map((name) => name[1]!),
  })),
);
const fetchedOnDemand = new Set(parts.flatMap((part) => part.namespaces));

// A part that hydrates later draws in the browser only once the words it fetched have come: a word
// of a namespace fetched so, shown by a part that did not fetch it, would show its id there (after
// a client-side navigation, or until another part's words came).
describe('parts that hydrate later', () => {
  it('are found, each with the namespaces it fetches', () => {
    expect(parts.length).toBeGreaterThan(10);
    expect(fetchedOnDemand).toContain('siteFooter');
  });

  for (const part of parts) {
    it(`fetch the words they show: ${path.relative(appDir, part.module)} (${part.where})`, () => {
      const missing = codeOf(part.module).flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/['"`](\w+)\.[\w:$-]/g)]
          .map((match) => match[1]!)
          .filter((namespace) => fetchedOnDemand.has(namespace) && !part.namespaces.includes(namespace))
          .map((namespace) => `${namespace} in ${path.relative(appDir, file)}`),
      );
      expect([...new Set(missing)]).toEqual([]);
    });
  }
});
