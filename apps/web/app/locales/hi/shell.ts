import type en from '../en/shell';
import type { Catalogue } from '../catalogue';

export default {
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  menu: 'मेन्यू',
  search: 'खोजें',
  languageSwitch: 'English',
  errorTitle: 'कुछ गड़बड़ हो गई',
  errorBody: 'यह पेज अभी नहीं खुल पाया। कृपया पेज रीफ़्रेश करके फिर से कोशिश करें।',
  errorRefresh: 'पेज रीफ़्रेश करें',
  errorMetaTitle: 'कुछ गड़बड़ हो गई',
  notFoundMetaTitle: 'पेज नहीं मिला',
  cartLineLabel: '{name}, साइज़ {size}',
  cartLineSize: 'साइज़: {size}',
  cartLineOff: '{percent}% छूट',
  cartLineRemove: 'हटाएँ',
  cartLineRemoveLabel: '{label} हटाएँ',
  cartLineOnlyLeft: 'इस साइज़ में केवल {count} बचे हैं',
  cartLineDecrease: '{label} की मात्रा घटाएँ',
  cartLineIncrease: '{label} की मात्रा बढ़ाएँ',
  cartLineQuantity: 'मात्रा {count}',
  amountSubtotal: 'उप-योग',
  amountDiscount: 'छूट',
  amountShipping: 'डिलीवरी शुल्क',
  amountFree: 'मुफ़्त',
  amountTotal: 'कुल',
} satisfies Catalogue<typeof en>;
