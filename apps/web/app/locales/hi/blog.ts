import type en from '../en/blog';
import type { Catalogue } from '../catalogue';

export default {
  title: 'ब्लॉग',
  metaDescription: 'मूर्ति की पोशाक के साइज़, त्योहारों की तैयारी, मौसम के अनुसार श्रृंगार और ठाकुर जी की पोशाकों की देखभाल पर लेख।',
  lead: 'हर मौसम में अपने आराध्य को सजाने और उनकी देखभाल के लिए सुझाव और जानकारी।',
  loading: 'लेख लोड हो रहे हैं',
  failed: 'लेख लोड नहीं हो सके।',
  retry: 'फिर कोशिश करें',
  empty: 'नए लेख जल्द आ रहे हैं। कृपया कुछ समय बाद फिर देखें।',
  minutesToRead: 'पढ़ने में {minutes} मिनट',
  readMore: 'आगे पढ़ें',
  byAuthor: 'लेखक: {author}',
  backToAll: 'सभी लेखों पर वापस जाएँ',
} satisfies Catalogue<typeof en>;
