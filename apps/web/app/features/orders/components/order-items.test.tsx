import type { OrderProduct } from '@shop/shared/contracts/orders';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InLanguage } from '../../../test/language';
import { OrderItems } from './order-items';

const line: OrderProduct = {
  _id: 'line-1',
  productId: 'p1',
  variantId: 'v1',
  name: 'लड्डू गोपाल के लिए लाल पोशाक',
  slug: 'red-poshak',
  size: '3',
  image: '/images/red-poshak-1-320.webp',
  quantity: 1,
  price: 549,
  originalPrice: null,
  untranslated: [],
};

function drawn(products: OrderProduct[]) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <InLanguage locale="hi">
        <OrderItems products={products} rateable />
      </InLanguage>
    </MemoryRouter>,
  );
}

describe('the ordered items on a Hindi page', () => {
  it('name a product sold with a Hindi name in Hindi, and mark one sold without as English', () => {
    expect(drawn([line])).not.toContain('lang="en"');
    const html = drawn([{ ...line, name: 'Red Poshak for Laddu Gopal', untranslated: ['name'] }]);
    expect(html).toMatch(/<img [^>]*alt="Red Poshak for Laddu Gopal" lang="en"/);
    expect(html).toMatch(/<a [^>]*lang="en"[^>]*>Red Poshak for Laddu Gopal<\/a>/);
    // Every place the English name shows is marked: the picture, the link and the rating link's words.
    expect(html.split('Red Poshak for Laddu Gopal')).toHaveLength(4);
    expect(html.match(/lang="en"/g)).toHaveLength(3);
  });
});
