import type en from '../en/cart-lines';
import type { Catalogue } from '../catalogue';

export default {
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
  amountPrepaidDiscount: 'ऑनलाइन भुगतान की बचत',
  amountCodFee: 'कैश ऑन डिलीवरी शुल्क',
  amountFree: 'मुफ़्त',
  amountTotal: 'कुल',
} satisfies Catalogue<typeof en>;
