import type { SuccessCode } from '../../success-messages';

// The success messages and cart notices in Hindi, code for code, with the English placeholders
// (localized.test.ts holds both to that). Read by the API only, like the Hindi error messages.
export const HINDI_SUCCESS_MESSAGES = {
  PRODUCTS_FETCHED: 'उत्पाद मिल गए',
  PRODUCT_FETCHED: 'उत्पाद मिल गया',
  COLLECTIONS_FETCHED: 'संग्रह मिल गए',
  SUGGESTIONS_FETCHED: 'सुझाव मिल गए',

  CART_LOADED: 'कार्ट मिल गया',
  CART_ADDED: 'कार्ट में जोड़ दिया गया!',
  CART_ITEM_REMOVED: 'सामान कार्ट से हटा दिया गया',
  CART_UPDATED: 'कार्ट अपडेट हो गया',
  CART_CLEARED: 'कार्ट खाली कर दिया गया',
  CART_REMINDER_LINK_VALID: 'एक बटन दबाकर कार्ट की याद दिलाने वाले संदेश बंद करें',
  CART_REMINDERS_STOPPED: 'कार्ट की याद दिलाने वाले संदेश बंद हो गए। हम आपको आपके कार्ट की याद फिर नहीं दिलाएँगे।',
  COUPON_APPLIED: 'कूपन {code} लग गया!',
  COUPON_REMOVED: 'कूपन हटा दिया गया',

  COUPON_DROPPED_MIN_ORDER: 'कूपन हटा दिया गया - इसके लिए कम से कम ₹{n} का ऑर्डर ज़रूरी है',
  COUPON_DROPPED: 'कूपन हटा दिया गया, क्योंकि यह अब मान्य नहीं है',
  COUPON_SHORTFALL: '{code} लगाने के लिए ₹{n} का सामान और जोड़ें।',
  CART_MERGED_ONE: 'लॉग इन से पहले चुना गया 1 सामान अब आपके कार्ट में है।',
  CART_MERGED: 'लॉग इन से पहले चुने गए {count} सामान अब आपके कार्ट में हैं।',
  CART_MERGED_ONE_LOWERED:
    'लॉग इन से पहले चुना गया 1 सामान अब आपके कार्ट में है। कुछ सामान की मात्रा बचे हुए स्टॉक जितनी कर दी गई है।',
  CART_MERGED_LOWERED:
    'लॉग इन से पहले चुने गए {count} सामान अब आपके कार्ट में हैं। कुछ सामान की मात्रा बचे हुए स्टॉक जितनी कर दी गई है।',
  CART_MERGE_HELD: 'लॉग इन से पहले आपने जो चुना था, उसका बचा हुआ पूरा स्टॉक पहले से आपके कार्ट में है।',

  WISHLIST_ADDED: 'विशलिस्ट में जोड़ दिया गया',
  WISHLIST_REMOVED: 'विशलिस्ट से हटा दिया गया',
  WISHLIST_CLEARED: 'विशलिस्ट खाली कर दी गई',

  IDOL_SAVED: 'आपके ठाकुर जी सहेज लिए गए',
  IDOL_UPDATED: 'आपके ठाकुर जी की जानकारी बदल दी गई',
  IDOL_REMOVED: 'मेरे ठाकुर जी से हटा दिया गया',

  SIGNUP_LINK_SENT: 'अपना ईमेल देखें: खाता बनाने का लिंक हमने भेज दिया है।',
  SIGNED_UP: 'साइन अप हो गया!',
  LOGGED_IN: 'लॉग इन हो गया',
  SESSION_VERIFIED: 'सत्र की पुष्टि हो गई',
  SESSION_REFRESHED: 'सत्र फिर से शुरू हो गया',
  LOGGED_OUT: 'आप लॉग आउट हो गए हैं',
  RESET_LINK_SENT: 'अगर इस ईमेल से कोई खाता है, तो पासवर्ड बदलने का लिंक हमने भेज दिया है। कृपया अपना इनबॉक्स देखें।',
  PASSWORD_RESET: 'आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से लॉग इन करें।',
  OTP_SENT: 'हमने आपके फ़ोन पर 6 अंकों का कोड भेजा है।',
  PHONE_VERIFIED: 'आपके फ़ोन नंबर की पुष्टि हो गई है।',

  PROFILE_FETCHED: 'प्रोफ़ाइल मिल गई',
  PROFILE_UPDATED: 'प्रोफ़ाइल अपडेट हो गई',
  PASSWORD_CHANGED: 'पासवर्ड बदल दिया गया। आपके दूसरे डिवाइस पर लॉग इन बंद कर दिया गया है।',
  VERIFY_LINK_SENT: 'हमने {email} पर एक लिंक भेजा है। अपने ईमेल की पुष्टि के लिए उसे खोलें।',
  EMAIL_VERIFIED: 'आपके ईमेल की पुष्टि हो गई है।',
  EMAIL_VERIFIED_ORDER_CONFIRMED: 'आपके ईमेल की पुष्टि हो गई है और आपका ऑर्डर पक्का हो गया है।',
  ADDRESS_SAVED: 'पता सहेज लिया गया',
  ADDRESS_FETCHED: 'पता मिल गया',
  ADDRESS_UPDATED: 'पता अपडेट हो गया',
  ADDRESS_DELETED: 'पता हटा दिया गया',
  DEFAULT_ADDRESS_UPDATED: 'मुख्य पता बदल दिया गया',

  ORDER_PLACED: 'आपका ऑर्डर हो गया',
  ORDER_AWAITING_PAYMENT: 'ऑर्डर बन गया है; कृपया भुगतान पूरा करें',
  PAYMENT_VERIFIED: 'भुगतान की पुष्टि हो गई',
  ORDER_CANCELLED: 'ऑर्डर रद्द हो गया',
  RETURN_SUBMITTED: 'वापसी का अनुरोध भेज दिया गया',
  COD_ORDER: 'कैश ऑन डिलीवरी ऑर्डर',
  COD_CONFIRMED: 'धन्यवाद! आपका ऑर्डर पक्का हो गया है और डिलीवरी के लिए पैक किया जाएगा।',
  COD_CANCELLED: 'आपका ऑर्डर रद्द कर दिया गया है। आपको कुछ भी नहीं चुकाना है।',
  DELIVERY_ATTEMPT: 'डिलीवरी की कोशिश',
  DELIVERY_RE_ATTEMPT: 'धन्यवाद! कूरियर कल फिर से आपका पार्सल पहुँचाने की कोशिश करेगा।',
  DELIVERY_CONTACT_CHANGED: 'धन्यवाद! कूरियर आपके नए पते या फ़ोन नंबर के साथ फिर कोशिश करेगा।',
  DELIVERY_RETURN: 'कूरियर आपका पार्सल हमें वापस लौटा देगा। हम आपके ऑर्डर के बारे में आपको लिखेंगे।',

  CONTACT_THANKED: 'हमें लिखने के लिए धन्यवाद! हमारी सहायता टीम एक कार्यदिवस के भीतर जवाब देगी।',
  NEWSLETTER_SUBSCRIBED: 'हमारे न्यूज़लेटर की सदस्यता लेने के लिए धन्यवाद!',

  STOCK_ALERT_SAVED: 'हो गया! यह साइज़ वापस स्टॉक में आते ही हम आपको एक बार बता देंगे।',
  STOCK_ALERT_CONFIRM_SENT:
    'बस एक कदम: हमने {contact} पर एक लिंक भेजा है। पुष्टि के लिए उसे खोलें, फिर यह साइज़ वापस आने पर हम आपको बताएँगे।',
  STOCK_ALERT_CONFIRMED: 'पुष्टि हो गई! यह साइज़ वापस स्टॉक में आते ही हम आपको एक बार बता देंगे।',
} satisfies Record<SuccessCode, string>;
