import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.server';

/** `<orders>…</orders>`: the marked parts lib/rich-text.tsx draws as links and bold words. */
function tags(text: string): string[] {
  return [...text.matchAll(/<(\w+)>/g)].map((match) => match[1]!).sort();
}

describe('marked messages', () => {
  it('mark the same parts in Hindi as in English', () => {
    for (const [namespace, english] of Object.entries(CATALOGUES.en)) {
      const hindi: Record<string, string> = CATALOGUES.hi[namespace as keyof typeof CATALOGUES.hi];
      for (const [key, text] of Object.entries(english as Record<string, string>)) {
        expect(tags(hindi[key] ?? ''), `${namespace}.${key}`).toEqual(tags(text));
      }
    }
  });
});
