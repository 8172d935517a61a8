import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IDOL_FIT_WORDS } from '../idols/idol-fit-words';
import { NOTIFY_ME_FORM_WORDS } from '../stock-alerts/notify-me-form-words';

const app = path.resolve(import.meta.dirname, '..', '..');

/** The product page's own parts, and the parts of other features it shows. */
const PRODUCT_PAGE_PARTS = [
  'features/product',
  'features/reviews',
  'features/coupons',
  'features/pincode',
  'features/idols/components/idol-fit.tsx',
  'features/stock-alerts/components/notify-me-form.tsx',
  'routes/product.tsx',
];

function sources(entry: string): string[] {
  const at = path.join(app, entry);
  if (!fs.statSync(at).isDirectory()) return [fs.readFileSync(at, 'utf8')];
  return fs
    .readdirSync(at, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .map((file) => fs.readFileSync(path.join(at, file), 'utf8'));
}

/** Every message id of `namespace` written in the product page's parts. */
function idsUsed(namespace: string): string[] {
  const found = PRODUCT_PAGE_PARTS.flatMap(sources).flatMap((code) =>
    [...code.matchAll(new RegExp(`['"\`](${namespace}\\.[a-zA-Z]+)['"\`]`, 'g'))].map((m) => m[1]!),
  );
  return [...new Set(found)].sort();
}

describe('The product page sends the words of the namespaces it shows only in part', () => {
  it('every idol word its parts speak', () => {
    expect(idsUsed('idols')).toEqual([...IDOL_FIT_WORDS].sort());
  });

  it('every back-in-stock word its parts speak', () => {
    expect(idsUsed('stockAlerts')).toEqual([...NOTIFY_ME_FORM_WORDS].sort());
  });
});
