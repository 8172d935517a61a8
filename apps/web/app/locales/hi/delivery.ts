import type en from '../en/delivery';
import type { Catalogue } from '../catalogue';

export default {
  standard: 'सामान्य डिलीवरी',
  express: 'एक्सप्रेस डिलीवरी',
  store: 'दुकान से लें',
  days: '{min}–{max} कार्यदिवस',
  ready: '24 घंटे में तैयार',
  standardFee: '{free} से ऊपर मुफ़्त, वरना {fee}',
} satisfies Catalogue<typeof en>;
