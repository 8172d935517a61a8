import { describe, expect, it } from 'vitest';
import { articleBlocks } from './article-blocks';

describe('article body', () => {
  it('reads headings, lists and paragraphs separated by blank lines', () => {
    const body = 'First line\ncontinues here.\n\n## What you need\n\n- A tape\n- A ruler\n\nLast words.';
    expect(articleBlocks(body)).toEqual([
      { kind: 'paragraph', text: 'First line continues here.' },
      { kind: 'heading', text: 'What you need' },
      { kind: 'list', items: ['A tape', 'A ruler'] },
      { kind: 'paragraph', text: 'Last words.' },
    ]);
  });

  it('keeps markup as text', () => {
    expect(articleBlocks('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });
});
