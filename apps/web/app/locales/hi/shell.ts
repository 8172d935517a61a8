import { SHOP_ADDRESS } from '@shop/shared/constants';
import type en from '../en/shell';
import type { Catalogue } from '../catalogue';

export default {
  // Screen-reader names of the toasts' region and of each toast's close button.
  toastRegion: 'सूचनाएँ',
  toastClose: 'संदेश बंद करें',
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  menu: 'मेन्यू',
  search: 'खोजें',
  languageSwitch: 'English',
  errorTitle: 'कुछ गड़बड़ हो गई',
  errorBody: 'यह पेज अभी नहीं खुल पाया। कृपया पेज रीफ़्रेश करके फिर से कोशिश करें।',
  errorRefresh: 'पेज रीफ़्रेश करें',
  errorMetaTitle: 'कुछ गड़बड़ हो गई',
  notFoundMetaTitle: 'पेज नहीं मिला',

  accountLoading: 'खाता खुल रहा है',
  login: 'लॉग इन',
  cart: 'कार्ट',
  wishlist: 'विशलिस्ट',
  account: 'खाता',
  home: 'होम',
  itemsInCart: 'सामान कार्ट में',
  itemsInWishlist: 'सामान विशलिस्ट में',
  quickLinksNav: 'मुख्य लिंक',

  opensInNewTab: '(नए टैब में खुलेगा)',
  pictureMissing: 'तस्वीर उपलब्ध नहीं है',
  ratedOutOf5: '5 में से {rating} रेटिंग',

  addedToCart: 'कार्ट में डाल दिया गया!',
  addToCartFailed: 'सामान कार्ट में नहीं डल पाया',
  sizeNotAvailable: 'चुना गया साइज़ उपलब्ध नहीं है',
  sizeOutOfStock: 'यह साइज़ स्टॉक में नहीं है',
  purchaseFailed: 'ख़रीदारी पूरी नहीं हो पाई',

  offline: 'आप अभी ऑफ़लाइन हैं। कुछ सुविधाएँ शायद काम न करें।',
  retry: 'फिर कोशिश करें',
  checking: 'जाँच रहे हैं...',

  breadcrumb: 'आप यहाँ हैं',

  cardRated: 'रेटिंग',
  cardOutOf5From: '5 में से,',
  cardReviews: '{count, plural, one {# रिव्यू} other {# रिव्यू}}',
  cardPriceFrom: '{price} से शुरू',
  cardCodAvailable: 'कैश ऑन डिलीवरी उपलब्ध',
  cardOutOfStock: 'स्टॉक में नहीं है',

  // What a cart change says when it fails (the drawer's own words: cart-drawer.ts)
  cartRemoveFailed: 'सामान कार्ट से हटाया नहीं जा सका',
  cartUpdateFailed: 'मात्रा बदली नहीं जा सकी',
  cartClearFailed: 'कार्ट खाली नहीं हो सका',
  couponRemoveFailed: 'कूपन हटाया नहीं जा सका',

  // Logging out (the signed-in shopper's menu's own words: account-menu.ts)
  logout: 'लॉग आउट',
  logoutConfirm: 'क्या आप सच में लॉग आउट करना चाहते हैं?',
  logoutCancel: 'रद्द करें',
  loggingOut: 'लॉग आउट हो रहा है...',
  logoutFailed: 'लॉग आउट नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन देखकर फिर से कोशिश करें।',
  loginFirst: 'कृपया पहले लॉग इन करें',

  // The shop's address (contact page, store pickup); the shop's name stays as it is
  addressStreet: 'परिक्रमा मार्ग, बांके बिहारी मंदिर के पास',
  addressTown: 'वृंदावन, मथुरा',
  addressRegion: `उत्तर प्रदेश ${SHOP_ADDRESS.pinCode}`,
  addressCountry: 'भारत',
} satisfies Catalogue<typeof en>;
