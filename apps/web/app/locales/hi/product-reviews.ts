import type en from '../en/product-reviews';
import type { Catalogue } from '../catalogue';

export default {
  verifiedBuyer: 'पक्का ख़रीदार',
  reviewSize: 'साइज़ {size}',
  reviewFor: '{deity} के लिए',
  reviewPhotos: '{author} की तस्वीरें',
  reviewPhoto: '{author} के रिव्यू की तस्वीर {number}',
  shopReply: 'दुकान का जवाब',
  reviewsHeading: 'ख़रीदारों के रिव्यू',
  reviewsTotal: '{count} रिव्यू',
  reviewsByStars: 'स्टार के हिसाब से रिव्यू',
  starRow: '{stars} स्टार',
  buyersPhotos: 'ख़रीदारों की तस्वीरें',
  buyerPhoto: 'ख़रीदार की तस्वीर {number}',
  sortReviews: 'रिव्यू का क्रम',
  sortNewest: 'सबसे नए',
  sortHelpful: 'सबसे काम के',
  sortPhotos: 'तस्वीरों वाले',
  helpful: 'काम का लगा ({count})',
  helpfulThanks: 'आपकी राय के लिए धन्यवाद',
  helpfulLogIn: 'रिव्यू को काम का बताने के लिए कृपया <login>लॉग इन करें</login>',
  reviewPages: 'रिव्यू के पन्ने',
  previousPage: 'पिछला',
  nextPage: 'अगला',
  pageOf: '{pages} में से पन्ना {page}',
} satisfies Catalogue<typeof en>;
