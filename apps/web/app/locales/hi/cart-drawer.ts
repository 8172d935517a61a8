import type en from '../en/cart-drawer';
import type { Catalogue } from '../catalogue';

export default {
  title: 'आपका कार्ट',
  titleCount: 'आपका कार्ट ({count})',
  close: 'कार्ट बंद करें',
  description: 'आपके कार्ट का सामान और उसका कुल मूल्य।',
  loading: 'आपका कार्ट खुल रहा है...',
  empty: 'आपका कार्ट खाली है',
  continueShopping: 'खरीदारी जारी रखें',
  viewCart: 'कार्ट देखें',
  checkout: 'चेकआउट करें',
  fetchFailed: 'कार्ट की जानकारी नहीं मिल सकी',
  tryAgain: 'फिर से कोशिश करें',
} satisfies Catalogue<typeof en>;
