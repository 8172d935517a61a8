import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.server';

const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `{name}`, `{count, plural, ...}`: the values a message is filled with. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]!).sort();
}

describe('the message catalogues', () => {
  it('have the same namespaces in every language', () => {
    expect(Object.keys(CATALOGUES.hi).sort()).toEqual(Object.keys(CATALOGUES.en).sort());
  });

  for (const [namespace, english] of Object.entries(CATALOGUES.en)) {
    const hindi: Record<string, string> = CATALOGUES.hi[namespace as keyof typeof CATALOGUES.hi];

    it(`have the same keys in Hindi and English (${namespace})`, () => {
      expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    });

    it(`fill the same placeholders in Hindi as in English, and every message parses (${namespace})`, () => {
      for (const [key, text] of Object.entries(english as Record<string, string>)) {
        expect(() => compileMessage(text), `en ${namespace}.${key}`).not.toThrow();
        expect(() => compileMessage(hindi[key] ?? ''), `hi ${namespace}.${key}`).not.toThrow();
        expect(placeholders(hindi[key] ?? ''), `${namespace}.${key}`).toEqual(placeholders(text));
      }
    });
  }
});

/** Attributes a shopper reads or hears: their text must come from a catalogue too. */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt']);
const LATIN_WORD = /[A-Za-z]{2,}/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** English left in a component's JSX: text between tags, and read attributes given as strings. */
function rawEnglish(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LATIN_WORD.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      LATIN_WORD.test(node.initializer.text)
    )
      found.push(`${node.name.getText()}="${node.initializer.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// A component is translated once it speaks through lib/i18n (useT, LocaleLink), or through the
// content pages' marked messages (policy-text.tsx): from then on it holds no English of its own.
// The admin stays English and is not scanned.
const translated = sourceFiles(appDir).filter((file) =>
  /from '(\.\.\/|\.\/)+((lib\/)?i18n|policy-text)'/.test(fs.readFileSync(file, 'utf8')),
);

// Pages a shopper browses in Hindi, and the pieces they share: each must stay under the scan.
const BROWSING = [
  'components/ui/breadcrumb.tsx',
  'features/catalogue/components/collection-tiles.tsx',
  'features/catalogue/components/listing-controls.tsx',
  'features/catalogue/components/listing-empty.tsx',
  'features/catalogue/components/listing-filters.tsx',
  'features/catalogue/components/listing-tools.tsx',
  'features/catalogue/components/listing-view.tsx',
  'features/catalogue/components/product-card.tsx',
  'features/search/components/search-form.tsx',
  'routes/collections.tsx',
  'routes/search.tsx',
];

describe('translated components', () => {
  it('are found', () => {
    expect(translated.length).toBeGreaterThan(0);
  });

  it('include the listing, collections and search pages and what they share', () => {
    expect(translated.map((file) => path.relative(appDir, file))).toEqual(expect.arrayContaining(BROWSING));
  });

  for (const file of translated) {
    it(`hold no English text of their own: ${path.relative(appDir, file)}`, () => {
      expect(rawEnglish(file)).toEqual([]);
    });
  }
});
