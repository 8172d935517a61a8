import type en from '../en/product';
import type { Catalogue } from '../catalogue';

export default {
  keyFeatures: 'मुख्य ख़ूबियाँ',

  from: 'शुरुआत',
  price: 'क़ीमत:',
  originalPrice: 'असली क़ीमत:',
  percentOff: '{percent}% छूट',
  codAvailable: 'कैश ऑन डिलीवरी उपलब्ध',
  saleEnds: 'सेल {when} ख़त्म होगी',

  rated: 'रेटिंग',
  outOf5: '5 में से',
  reviewCount: '({count} रिव्यू)',

  size: 'साइज़',
  sizeOutOfStock: '(स्टॉक में नहीं)',
  sizeGuide: 'साइज़ गाइड',
  noSizes: 'साइज़ की जानकारी उपलब्ध नहीं है',
  quantity: 'मात्रा',
  decrease: 'मात्रा घटाएँ',
  increase: 'मात्रा बढ़ाएँ',

  inStock: 'स्टॉक में है',
  lowStock: 'स्टॉक कम है - सिर्फ़ {count} बचे हैं',
  outOfStock: 'स्टॉक में नहीं है',
  productOutOfStock: 'यह सामान अभी स्टॉक में नहीं है',
  selectSizeFirst: 'कृपया पहले साइज़ चुनें',
  invalidSize: 'यह साइज़ सही नहीं है',
  selectSize: 'कृपया साइज़ चुनें',
  quantityTooLow: 'मात्रा 1 से कम नहीं हो सकती',
  quantityTooHigh: 'सिर्फ़ {count} सामान उपलब्ध हैं',
  adding: 'डाल रहे हैं...',
  added: 'कार्ट में डाल दिया!',
  addToCart: 'कार्ट में डालें',
  buyNow: 'अभी ख़रीदें',

  deliveryAndReturns: 'डिलीवरी और वापसी',

  offers: 'ऑफ़र',
  offersFailed: 'ऑफ़र लोड नहीं हो सके।',
  noOffers: 'अभी कोई ऑफ़र नहीं है।',
  applyInCart: 'कार्ट में लगाएँ',
  applyCodeInCart: '{code} कार्ट में लगाएँ',

  buyBar: 'यह सामान ख़रीदें',
  chooseSize: 'साइज़ चुनें',
} satisfies Catalogue<typeof en>;
