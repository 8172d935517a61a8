import type en from '../en/missing-page';
import type { Catalogue } from '../catalogue';

export default {
  notFoundTitle: 'पेज नहीं मिला',
  notFoundBody: 'आप जो पेज ढूँढ रहे हैं, वह हट गया है या कभी था ही नहीं।',
  notFoundHome: 'होम पर जाएँ',
  notFoundBrowse: 'कलेक्शन देखें',
  missingSearch: 'दुकान में “{query}” खोजें',
  missingSimilar: 'ये भी आपको पसंद आ सकते हैं',
} satisfies Catalogue<typeof en>;
