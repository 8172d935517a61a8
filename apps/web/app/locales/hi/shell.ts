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
  newsletterLabel: 'हमारे न्यूज़लेटर की सदस्यता लें',
  newsletterHint: 'त्योहारों के कलेक्शन, नए उत्पाद और देखभाल के सुझाव, महीने में एक-दो बार।',
  newsletterPlaceholder: 'naam@example.com',
  newsletterSubscribe: 'सदस्यता लें',
  newsletterSubscribing: 'सदस्यता ली जा रही है...',
  newsletterThanks: 'हमारे न्यूज़लेटर की सदस्यता लेने के लिए धन्यवाद!',
  newsletterFailed: 'सदस्यता नहीं ली जा सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  newsletterEmailBlank: 'कृपया अपना ईमेल पता लिखें',
  newsletterEmailInvalid: 'कृपया सही ईमेल पता लिखें',
} satisfies Catalogue<typeof en>;
