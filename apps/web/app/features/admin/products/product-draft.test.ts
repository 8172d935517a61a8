import type { AdminProduct } from '@shop/shared/contracts/admin-products';
import { adminProductInputSchema } from '@shop/shared/contracts/admin-products';
import { describe, expect, it } from 'vitest';
import { EMPTY_VARIANT, productDraftOf, productInputOf } from './product-draft';

const product: AdminProduct = {
  id: 'p1',
  name: 'Brass Ganesha',
  slug: 'brass-ganesha',
  sku: 'BG-1',
  description: '<p>Hand finished.</p>',
  shortFeatures: ['Solid brass', 'Hand polished'],
  highlights: ['Gift boxed'],
  features: [],
  category: 'idols',
  collections: ['ganesha', 'brass'],
  subCategory: 'Idols',
  deity: 'ganesha',
  material: 'Brass',
  color: 'Gold',
  countryOfOrigin: 'India',
  specifications: {
    brand: 'Shop',
    color: 'Gold',
    occasion: 'Diwali',
    dimensions: '10 cm',
    weight: '500 g',
    careInstructions: 'Wipe dry',
  },
  packageContent: { itemsIncluded: 'One idol', packagingType: 'Box' },
  meta: { title: 'Brass Ganesha', description: 'A brass idol', keywords: ['ganesha', 'brass idol'] },
  isFeatured: true,
  isBestseller: false,
  isNewArrival: true,
  isDailyUse: false,
  shippingDetails: { weight: 500, dimensions: '12x12x15', handlingTime: 3, shippingCharge: 49.5 },
  hsnCode: '8306',
  status: 'active',
  variants: [
    { id: 'v1', size: '6 inch', sku: 'BG-1-6', price: 1049.5, originalPrice: 1299, stock: 4 },
    { id: 'v2', size: '9 inch', sku: 'BG-1-9', price: 1999, originalPrice: null, stock: 0 },
  ],
  images: [],
  hi: {
    name: 'पीतल के गणेश',
    shortFeatures: ['ठोस पीतल', 'हाथ से चमकाए'],
    description: '<p>हाथ से तैयार।</p>',
    specifications: { color: 'सुनहरा', occasion: 'दीवाली', dimensions: '', weight: '', careInstructions: '' },
    highlights: ['उपहार के डिब्बे में'],
    features: [],
    material: 'पीतल',
    subCategory: '',
    countryOfOrigin: 'भारत',
    packageContent: { itemsIncluded: '1 मूर्ति', packagingType: '' },
  },
  hasOrders: false,
  updatedAt: '2030-01-15T10:00:00.000Z',
};

describe('the product form draft', () => {
  it('gives back the product it was made from when saved unchanged', () => {
    const { id: _id, images: _images, hasOrders: _hasOrders, updatedAt: _updatedAt, ...fields } = product;
    expect(productInputOf(productDraftOf(product))).toEqual(fields);
  });

  it('shows lists one a line, keywords comma separated and numbers as text', () => {
    const draft = productDraftOf(product);
    expect(draft.shortFeatures).toBe('Solid brass\nHand polished');
    expect(draft.features).toBe('');
    expect(draft.metaKeywords).toBe('ganesha, brass idol');
    expect(draft.weight).toBe('500');
    expect(draft.handlingTime).toBe('3');
    expect(draft.deity).toBe('ganesha');
    expect(draft.hi.shortFeatures).toBe('ठोस पीतल\nहाथ से चमकाए');
  });

  it('keeps prices in rupees as the wire has them, decimals and all', () => {
    const draft = productDraftOf(product);
    expect(draft.shippingCharge).toBe('49.5');
    expect(draft.variants[0]).toEqual({
      id: 'v1',
      size: '6 inch',
      sku: 'BG-1-6',
      price: '1049.5',
      originalPrice: '1299',
      stock: '4',
    });
    expect(draft.variants[1]!.originalPrice).toBe('');

    const input = productInputOf({ ...draft, variants: [{ ...EMPTY_VARIANT, size: 'Small', price: '999.50' }] });
    expect(input.variants[0]).toMatchObject({ price: 999.5, originalPrice: null, stock: 0 });
  });

  it('starts a new product with one empty size and the shop defaults', () => {
    const draft = productDraftOf();
    expect(draft.variants).toEqual([EMPTY_VARIANT]);
    expect(draft.variants[0]).not.toBe(EMPTY_VARIANT);
    expect(draft).toMatchObject({
      name: '',
      countryOfOrigin: 'India',
      hsnCode: '6209',
      status: 'active',
      weight: '250',
      handlingTime: '2',
      shippingCharge: '0',
      collections: [],
    });
  });

  it('sends empty boxes as the server expects them: no deity, no lines, blank numbers refused', () => {
    const draft = {
      ...productDraftOf(),
      shortFeatures: '  \n first \n\n second ',
      metaKeywords: ' a , , b ',
      weight: '  ',
    };
    const input = productInputOf(draft);
    expect(input.deity).toBeNull();
    expect(input.highlights).toEqual([]);
    expect(input.shortFeatures).toEqual(['first', 'second']);
    expect(input.meta.keywords).toEqual(['a', 'b']);
    expect(input.shippingDetails.weight).toBeNaN();
    expect(input.variants[0]!.price).toBeNaN();
    expect(input.variants[0]!.stock).toBe(0);

    const parsed = adminProductInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['shippingDetails.weight', 'variants.0.price']),
    );
  });
});
