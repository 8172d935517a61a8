import type en from '../en/guard';
import type { Catalogue } from '../catalogue';

export default {
  checking: 'आपका खाता देख रहे हैं',
  wishlistReason: 'अपनी विशलिस्ट देखने के लिए कृपया लॉग इन करें',
  checkoutReason:
    'चेकआउट जारी रखने के लिए कृपया लॉग इन करें। आपका ऑर्डर, उसका इनवॉइस और डिलीवरी की जानकारी आपके खाते में रहती है, और आपका कार्ट भी साथ आता है।',
} satisfies Catalogue<typeof en>;
