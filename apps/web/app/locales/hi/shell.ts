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
} satisfies Catalogue<typeof en>;
