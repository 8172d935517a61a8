import type en from '../en/sets';
import type { Catalogue } from '../catalogue';

export default {
  completeTheShringar: 'पूरा श्रृंगार करें',
  completeIntro: 'यह पोशाक एक पूरे सेट में भी आती है, मेल खाते सामान के साथ सेट के दाम पर।',
  inThisSet: 'इस सेट में',
  setPrice: 'सेट का दाम',
  mrp: 'एमआरपी',
  youSave: 'आपकी बचत {percent}%',
  size: 'साइज़ {size}',
  quantityOf: '× {count}',
  inStock: 'स्टॉक में है',
  lowStock: 'केवल {count} सेट बचे हैं',
  outOfStock: 'स्टॉक में नहीं है',
  addToCart: 'सेट कार्ट में डालें',
  added: 'सेट आपके कार्ट में है।',
  viewCart: 'कार्ट देखें',
  viewSet: 'सेट देखें',
  sets: 'सेट',
  listedSets: 'पूरे श्रृंगार सेट',
  completeSet: 'पूरा सेट',
  metaDescription: '{name}: पूरा श्रृंगार सेट {price} में, पूरे भारत में डिलीवरी। कैश ऑन डिलीवरी उपलब्ध।',
  badForm: 'कृपया कार्ट में डालने के लिए एक सेट चुनें।',
} satisfies Catalogue<typeof en>;
