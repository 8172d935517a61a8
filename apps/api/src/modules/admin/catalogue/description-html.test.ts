import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './description-html';

describe('Product descriptions', () => {
  it('keep paragraphs, emphasis, lists, small headings and web links', () => {
    const html =
      '<h3>Care</h3><p>Hand <strong>wash</strong>, <em>dry</em> flat.</p><ul><li>Silk</li></ul><ol><li>One</li></ol><h4>Note</h4><p><a href="https://shop.example/size-guide">Size guide</a></p>';
    expect(sanitizeDescription(html)).toBe(
      html.replace(
        '<a href="https://shop.example/size-guide">',
        '<a href="https://shop.example/size-guide" rel="nofollow noopener noreferrer">',
      ),
    );
  });

  it('lose scripts, styles, images, event handlers and javascript: links', () => {
    const clean = sanitizeDescription(
      '<p onclick="x()">Hi</p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toBe('<p>Hi</p><a rel="nofollow noopener noreferrer">bad</a>');
  });

  it('turn plain text into paragraphs, escaping what looks like markup', () => {
    expect(sanitizeDescription('Gold & red zari.\nSoft lining.\n\nSize 2 < size 3')).toBe(
      '<p>Gold &amp; red zari.<br />Soft lining.</p><p>Size 2 &lt; size 3</p>',
    );
  });
});
