import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text';

describe('richText', () => {
  it('draws each marked part with its own element and keeps the words around it', () => {
    const message = richText('Open <b>My Orders</b> and press <link>Return</link>.', {
      b: (text) => <strong>{text}</strong>,
      link: (text) => <a href="/x">{text}</a>,
    });
    expect(renderToStaticMarkup(<p>{message}</p>)).toBe(
      '<p>Open <strong>My Orders</strong> and press <a href="/x">Return</a>.</p>',
    );
  });

  it('shows the words of a tag nobody draws, and a message without tags as it is', () => {
    expect(renderToStaticMarkup(<p>{richText('मेरे <x>ऑर्डर</x> खोलें', {})}</p>)).toBe('<p>मेरे ऑर्डर खोलें</p>');
    expect(renderToStaticMarkup(<p>{richText('सवाल', {})}</p>)).toBe('<p>सवाल</p>');
  });
});
