import { describe, expect, it } from 'vitest';
import { descriptionText, isDescriptionHtml } from './description-text';

describe('Product description text', () => {
  it('leaves a plain description as it is', () => {
    expect(isDescriptionHtml('Gold & red zari, size 2 < 3')).toBe(false);
    expect(descriptionText('Gold & red zari, size 2 < 3')).toBe('Gold & red zari, size 2 < 3');
  });

  it('reads the words of an HTML description for search engines', () => {
    const html = '<h3>Care</h3><p>Gold &amp; red <strong>zari</strong>.<br />Soft.</p><ul><li>Silk</li></ul>';
    expect(isDescriptionHtml(html)).toBe(true);
    expect(descriptionText(html)).toBe('Care Gold & red zari . Soft. Silk');
  });
});
