import type { ErrorCode } from '../../errors';

// The error catalogue's wording in Hindi, code for code, with the same `{name}` placeholders as the
// English (errors-in-hindi.test.ts holds both to that). The API reads it for a request in Hindi; no
// storefront script imports it, so English pages carry none of it.
export const HINDI_ERROR_MESSAGES = {
  // failures any call can meet
  VALIDATION_FAILED: 'दी गई जानकारी सही नहीं है',
  NOT_FOUND: 'यह नहीं मिला',
  ROUTE_NOT_FOUND: 'आप जो ढूँढ रहे हैं, वह नहीं मिला',
  UNAUTHENTICATED: 'कृपया पहले लॉग इन करें',
  FORBIDDEN: 'आपको यह करने की अनुमति नहीं है',
  RATE_LIMITED: 'बहुत बार कोशिश हो गई। कृपया थोड़ी देर रुककर फिर कोशिश करें।',
  TOO_MANY_ATTEMPTS: 'बहुत बार कोशिश हो गई। कृपया {wait} बाद फिर कोशिश करें।',
  CSRF_REJECTED: 'यह अनुरोध रोक दिया गया, क्योंकि यह दुकान की साइट से नहीं आया था',
  PAYLOAD_TOO_LARGE: 'भेजी गई जानकारी बहुत बड़ी है',
  INTERNAL: 'कुछ गड़बड़ हो गई',
  SERVICE_UNAVAILABLE: 'दुकान अभी कुछ देर के लिए बंद है। कृपया थोड़ी देर में फिर कोशिश करें।',

  // products, sizes, quantities and search
  PRODUCT_NOT_FOUND: 'यह उत्पाद नहीं मिला',
  COLLECTION_NOT_FOUND: 'यह संग्रह नहीं मिला',
  CATEGORY_NOT_FOUND: 'यह श्रेणी नहीं मिली',
  PRODUCTS_LOAD_FAILED: 'उत्पाद नहीं दिखा पाए',
  INVALID_PRODUCT: 'यह उत्पाद सही नहीं है',
  VARIANTS_NOT_AVAILABLE: 'इस उत्पाद के साइज़ उपलब्ध नहीं हैं',
  INVALID_SIZE: 'चुना गया साइज़ सही नहीं है',
  SIZE_NOT_AVAILABLE: 'चुना गया साइज़ उपलब्ध नहीं है',
  SIZE_OUT_OF_STOCK: 'यह साइज़ स्टॉक में नहीं है',
  SIZE_REQUIRED: 'कृपया साइज़ चुनें',
  SET_NOT_FOUND: 'यह सेट नहीं मिला',
  INVALID_SET: 'यह सेट सही नहीं है',
  SET_OUT_OF_STOCK: 'यह सेट स्टॉक में नहीं है',
  SET_PART_NOT_FOUND: 'सेट का एक हिस्सा बिक्री वाला साइज़ नहीं है',
  SET_SLUG_TAKEN: 'URL "{slug}" किसी दूसरे सेट में लगा है',
  QUANTITY_TOO_LOW: 'मात्रा 1 से कम नहीं हो सकती',
  QUANTITY_TOO_HIGH: 'केवल {n} ही उपलब्ध हैं',
  SEARCH_FAILED: 'खोज नहीं हो पाई',

  // sign-in with a phone number and its one-time code; cash-on-delivery links
  PHONE_INVALID: 'कृपया 10 अंकों का भारतीय मोबाइल नंबर डालें',
  OTP_RESEND_WAIT: 'नया कोड माँगने से पहले कृपया {wait} रुकें।',
  SIGN_IN_CODES_PAUSED:
    'बहुत सारे साइन-इन कोड माँगे गए हैं, इसलिए दुकान ने उन्हें भेजना कुछ देर के लिए रोक दिया है। कृपया {wait} बाद फिर कोशिश करें, या अपने ईमेल से साइन इन करें।',
  OTP_WRONG: 'यह कोड सही नहीं है। {left} कोशिशें बाकी हैं।',
  OTP_WRONG_LAST: 'यह कोड सही नहीं है। बस 1 कोशिश बाकी है।',
  OTP_EXPIRED: 'कोड की समय-सीमा खत्म हो गई है। नया कोड भेजें।',
  OTP_NO_TRIES_LEFT: 'यह कोड सही नहीं है, और यह आखिरी कोशिश थी। नया कोड भेजें।',
  PHONE_TAKEN: 'यह फ़ोन नंबर किसी दूसरे खाते से जुड़ा है',
  COD_PHONE_CODE_NEEDED: 'कैश ऑन डिलीवरी के लिए डिलीवरी वाला मोबाइल नंबर पक्का करें: उस पर कोड भेजें और वह कोड यहाँ डालें।',
  COD_PHONE_ON_ANOTHER_ACCOUNT:
    'यह मोबाइल नंबर किसी दूसरे खाते से जुड़ा है। कैश ऑन डिलीवरी के लिए उसी नंबर से साइन इन करें, या ऑनलाइन भुगतान करें।',
  EMAIL_ON_ANOTHER_ACCOUNT: 'यह ईमेल किसी दूसरे खाते से जुड़ा है। कृपया कोई दूसरा ईमेल दें, या इसे खाली छोड़ दें।',
  MESSAGE_PROVIDER_UNAVAILABLE: 'अभी कोड नहीं भेज पाए। कृपया एक मिनट बाद फिर कोशिश करें।',
  COD_LINK_INVALID: 'यह लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है',
  COD_ALREADY_DECIDED: 'यह ऑर्डर पहले ही {decision}',

  // cart and wishlist
  CART_ITEM_NOT_FOUND: 'यह सामान कार्ट में नहीं मिला',
  CART_EMPTY: 'आपका कार्ट खाली है',
  CART_REMINDER_LINK_INVALID: 'यह लिंक सही नहीं है। कार्ट की याद दिलाने वाले संदेश आप अपनी प्रोफ़ाइल में बंद कर सकते हैं।',
  WISHLIST_DUPLICATE: 'यह सामान पहले से विशलिस्ट में है',

  // my Thakur Ji (saved idols)
  IDOL_NOT_FOUND: 'सहेजी गई मूर्ति नहीं मिली',
  IDOL_LIMIT: 'आप अधिकतम {n} मूर्तियाँ सहेज सकते हैं। कृपया पहले एक हटाएँ।',

  // coupons
  COUPON_INVALID: 'यह कूपन कोड सही नहीं है',
  COUPON_MIN_ORDER: 'यह कूपन लगाने के लिए ₹{n} का सामान और जोड़ें',
  COUPON_FIRST_ORDER_ONLY: 'यह कूपन केवल पहले ऑर्डर पर लागू है',
  COUPON_USAGE_LIMIT: 'आप यह कूपन पहले ही इस्तेमाल कर चुके हैं',
  COUPON_EXPIRED: 'यह कूपन समाप्त हो गया है',
  COUPON_LIMIT_REACHED: 'यह कूपन जितनी बार इस्तेमाल हो सकता था, हो चुका है',
  COUPON_NOT_APPLICABLE: 'यह कूपन आपके कार्ट के सामान पर लागू नहीं होता',

  // festival sales (campaigns)
  CAMPAIGN_NOT_FOUND: 'यह सेल नहीं मिली',
  FESTIVAL_NOT_FOUND: 'यह त्योहार नहीं मिला',
  CAMPAIGN_DATES_INVALID: 'सेल शुरू होने के बाद ही ख़त्म हो सकती है',
  CAMPAIGN_PRODUCTS_REQUIRED: 'चुनें कि सेल किन सामानों या किस संग्रह पर है',
  CAMPAIGN_COLLECTION_NOT_FOUND: '{slug} नाम का कोई संग्रह नहीं है',
  CAMPAIGN_DISCOUNT_INVALID: 'प्रतिशत छूट 1 से 90 के बीच होनी चाहिए',
  CAMPAIGN_ENDED: '{name} सेल का दाम ख़त्म हो गया है। आपके कार्ट में अब सामान्य दाम है।',
  CAMPAIGN_BUDGET_SPENT: '{name} सेल की छूट पूरी हो चुकी है। आपके कार्ट में अब सामान्य दाम है।',
  CAMPAIGN_SHOPPER_LIMIT: '{name} सेल के दाम पर आप अधिकतम {n} सामान ले सकते हैं',

  // auth and account
  SIGNUP_FIELDS_REQUIRED: 'कृपया सभी जानकारी भरें',
  PASSWORDS_DO_NOT_MATCH: 'दोनों पासवर्ड एक जैसे नहीं हैं',
  PASSWORD_TOO_WEAK: 'पासवर्ड कम से कम 8 अक्षरों का हो और उसमें एक अक्षर और एक अंक हो',
  PASSWORD_TOO_COMMON: 'यह पासवर्ड बहुत आम है। कृपया ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।',
  EMAIL_TAKEN: 'इस ईमेल से पहले से एक खाता है। कृपया लॉग इन करें।',
  INVALID_CREDENTIALS: 'ईमेल या पासवर्ड सही नहीं है',
  SESSION_EXPIRED: 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
  RESET_TOKEN_INVALID: 'पासवर्ड बदलने का यह लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है',
  VERIFY_LINK_INVALID: 'पुष्टि का यह लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है',
  EMAIL_ALREADY_VERIFIED: 'आपके ईमेल पते की पुष्टि पहले ही हो चुकी है',
  SIGNUP_LINK_INVALID: 'इस लिंक की समय-सीमा खत्म हो गई है या इसका इस्तेमाल हो चुका है',
  SIGNUP_PASSWORD_NEEDED: 'साइन अप करते समय चुना गया पासवर्ड डालें',
  SIGNUP_PASSWORD_WRONG:
    'यह वह पासवर्ड नहीं है जो आपने साइन अप करते समय चुना था। फिर कोशिश करें, या नए लिंक के लिए दोबारा साइन अप करें।',
  WRONG_CURRENT_PASSWORD: 'आपका मौजूदा पासवर्ड सही नहीं है',
  ADDRESS_NOT_FOUND: 'पता नहीं मिला',
  EMAIL_REQUIRED: 'कृपया अपना ईमेल पता डालें',
  EMAIL_INVALID: 'कृपया सही ईमेल पता डालें',
  ADDRESS_LIMIT: 'आप अधिकतम {n} पते सहेज सकते हैं। कृपया पहले एक पता हटाएँ।',

  // checkout and payment
  PAYMENT_VERIFICATION_FAILED: 'भुगतान की पुष्टि नहीं हो पाई',
  PAYMENT_PROVIDER_UNAVAILABLE: 'भुगतान सेवा जवाब नहीं दे रही है। कृपया फिर कोशिश करें।',
  COD_NOT_AVAILABLE: 'इस ऑर्डर पर कैश ऑन डिलीवरी उपलब्ध नहीं है',
  COD_LIMIT: 'कैश ऑन डिलीवरी ₹{max} तक के ऑर्डर पर ही उपलब्ध है',
  COD_NOT_AVAILABLE_PIN: 'पिन कोड {pin} पर कैश ऑन डिलीवरी उपलब्ध नहीं है',
  COD_REFUSED_PARCELS:
    'इस फ़ोन या खाते पर कैश ऑन डिलीवरी उपलब्ध नहीं है, क्योंकि पिछले कैश ऑन डिलीवरी पार्सल दरवाज़े पर लौटा दिए गए थे। कृपया UPI या कार्ड से ऑनलाइन भुगतान करें।',
  COD_NOT_AVAILABLE_COURIER:
    'पिन कोड {pin} पर कोई कूरियर कैश ऑन डिलीवरी नहीं लेता। कृपया UPI या कार्ड से ऑनलाइन भुगतान करें; पार्सल उसी तरह पहुँचेगा।',
  COD_UNCONFIRMED_LIMIT:
    'कृपया पहले अपने पिछले कैश ऑन डिलीवरी ऑर्डर की पुष्टि करें या उन्हें रद्द करें: एक खाते, फ़ोन या पते पर पुष्टि के लिए अधिकतम {orders} ऑर्डर ({units} सामान) रुक सकते हैं।',
  ORDER_ALREADY_PAID: 'इस ऑर्डर का भुगतान हो चुका है',
  PAYMENT_ORDER_CLOSED: 'यह भुगतान अब पूरा नहीं हो सकता। कृपया ऑर्डर दोबारा करें।',
  ORDER_SOLD_OUT_REFUNDED: 'क्षमा करें, आपका भुगतान हम तक पहुँचने से पहले ही सामान बिक गया। आपका पूरा भुगतान लौटा दिया जाएगा।',
  ORDER_COUPON_GONE_REFUNDED:
    'क्षमा करें, इस ऑर्डर का ऑफ़र किसी दूसरे ऑर्डर पर इस्तेमाल हो चुका था या समाप्त हो गया, इसलिए ऑर्डर नहीं हुआ। आपका पूरा भुगतान लौटा दिया जाएगा।',
  WEBHOOK_SIGNATURE_INVALID: 'वेबहुक का हस्ताक्षर सही नहीं है',

  // orders
  ORDER_NOT_FOUND: 'ऑर्डर नहीं मिला',
  ORDER_NOT_CANCELLABLE: 'यह ऑर्डर अब रद्द नहीं किया जा सकता',
  ORDER_NOT_RETURNABLE: 'यह ऑर्डर वापसी के योग्य नहीं है',
  RETURN_REASON_REQUIRED: 'कृपया बताएँ कि आप यह ऑर्डर क्यों लौटा रहे हैं',
  RETURN_REASON_TOO_LONG: 'कारण अधिकतम 500 अक्षरों का हो सकता है',
  ORDER_STATUS_TRANSITION: 'स्थिति का यह बदलाव अनुमत नहीं है',
  REPORT_MONTH_INVALID: 'कृपया महीना YYYY-MM के रूप में चुनें, जैसे 2026-11',

  // booking a parcel with a courier
  SHIPMENT_NOT_READY:
    'यह ऑर्डर भेजने के लिए तैयार नहीं है: इसका भुगतान हो चुका हो (या कैश ऑन डिलीवरी की पुष्टि हो चुकी हो) और यह अभी भेजा न गया हो',
  SHIPMENT_BOOKING_IN_PROGRESS: 'यह ऑर्डर अभी बुक हो रहा है। एक मिनट रुककर इसे फिर देखें।',
  SHIPMENT_PIN_NOT_SERVICEABLE: 'पिन कोड {pin} पर इस पार्सल को कोई कूरियर नहीं पहुँचाता। कुछ भी बुक नहीं हुआ।',
  SHIPMENT_WEIGHT_MISSING: 'बुक करने से पहले "{product}" का वज़न और डिब्बे का नाप (लंबाई x चौड़ाई x ऊँचाई सेमी) भरें',
  SHIPMENT_COURIER_REFUSED: 'कूरियर ने यह पार्सल लेने से मना कर दिया: {reason}। कुछ भी बुक नहीं हुआ।',
  SHIPPING_PROVIDER_UNAVAILABLE: 'कूरियर सेवा जवाब नहीं दे रही है। कुछ भी बुक नहीं हुआ; कृपया फिर कोशिश करें।',
  SHIPMENT_NOT_FOUND: 'इस ऑर्डर का कोई पार्सल बुक नहीं है',
  SHIPMENT_CANCEL_FAILED: 'कूरियर ने पार्सल रद्द नहीं किया: {reason}। ऑर्डर में कुछ नहीं बदला; फिर कोशिश करें।',
  DELIVERY_LINK_INVALID: 'यह लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है',
  DELIVERY_CHOICE_TAKEN: 'इस डिलीवरी के लिए चुनाव पहले ही हो चुका है',
  DELIVERY_CHOICE_IN_PROGRESS: 'आपका चुनाव अभी कूरियर को भेजा जा रहा है। एक मिनट बाद फिर देखें।',
  DELIVERY_CHOICE_NOT_SENT: 'कूरियर अभी आपका चुनाव नहीं ले सका। कुछ भी नहीं बदला; कृपया कुछ मिनट बाद फिर कोशिश करें।',
  DELIVERY_ATTEMPT_NOT_FOUND: 'यह असफल डिलीवरी नहीं मिली',
  INVOICE_NOT_AVAILABLE: 'भुगतान होने के बाद ही बिल मिलता है',
  REFUND_AMOUNT_INVALID: 'रिफ़ंड की राशि ₹0 से ज़्यादा और भुगतान की गई राशि तक ही हो सकती है',
  REFUND_EXCEEDS_REFUNDABLE: 'रिफ़ंड की राशि अधिकतम {max} हो सकती है (भुगतान की गई राशि में से पिछले रिफ़ंड घटाकर)',
  REFUND_NOTHING_PAID: 'इस ऑर्डर का कोई भुगतान नहीं हुआ है जिसे लौटाया जा सके',
  RETURN_ALREADY_REQUESTED: 'इस ऑर्डर की वापसी का अनुरोध पहले ही किया जा चुका है',
  RETURN_NOT_FOUND: 'वापसी का अनुरोध नहीं मिला',
  RETURN_ALREADY_RESOLVED: 'इस वापसी के अनुरोध पर पहले ही फ़ैसला हो चुका है',
  ORDER_TRACK_REFUSED: 'यह ईमेल या फ़ोन नंबर इस ऑर्डर से मेल नहीं खाता',
  ORDER_LOOKUP_REFUSED: 'इस नंबर और ईमेल या फ़ोन नंबर से कोई ऑर्डर नहीं मिला',

  // PIN code checks
  PIN_FORMAT: 'कृपया 6 अंकों का सही पिन कोड डालें',
  PIN_NOT_FOUND: 'पिन कोड सही नहीं है',
  PIN_LOOKUP_FAILED: 'जगह की जानकारी नहीं मिल पाई',

  // the newsletter and the contact form
  NEWSLETTER_FAILED: 'सदस्यता नहीं हो पाई। कृपया बाद में फिर कोशिश करें।',
  CONTACT_FAILED: 'आपका संदेश नहीं भेजा जा सका। कृपया बाद में फिर कोशिश करें।',

  // blog
  BLOG_POST_NOT_FOUND: 'लेख नहीं मिला',

  // admin catalogue, stock and coupons
  PRODUCT_SLUG_TAKEN: 'URL "{slug}" पहले से किसी दूसरे उत्पाद का है। कृपया दूसरा स्लग चुनें।',
  PRODUCT_SKU_TAKEN: 'SKU "{sku}" पहले से किसी दूसरे उत्पाद या साइज़ का है',
  IMAGE_NOT_FOUND: 'तस्वीर नहीं मिली',
  IMAGE_TYPE_INVALID: 'कृपया JPEG, PNG या WebP तस्वीर अपलोड करें',
  IMAGE_TOO_LARGE: 'तस्वीर अधिकतम {max} MB की हो सकती है',
  IMAGE_UNREADABLE: 'यह तस्वीर पढ़ी नहीं जा सकी। कृपया कोई दूसरी फ़ाइल आज़माएँ।',
  VARIANT_NOT_FOUND: 'साइज़ नहीं मिला',
  STOCK_IMPORT_INVALID: 'फ़ाइल की {n} पंक्तियाँ सही नहीं हैं, इसलिए कुछ नहीं बदला गया',
  COUPON_NOT_FOUND: 'कूपन नहीं मिला',
  COUPON_CODE_TAKEN: 'कोड {code} वाला कूपन पहले से मौजूद है',
  SYNONYM_NOT_FOUND: 'पर्यायवाची नहीं मिला',
  SYNONYM_TAKEN: '"{term}" और "{equivalent}" पहले से पर्यायवाची हैं',
  DEITY_NOT_FOUND: 'यह देवी-देवता नहीं मिले',
  PAGE_SLUG_TAKEN: 'URL "{slug}" पहले से इस्तेमाल में है। कृपया दूसरा स्लग चुनें।',

  // admin: customers, email outbox
  CUSTOMER_NOT_FOUND: 'ग्राहक नहीं मिला',
  EMAIL_NOT_FOUND: 'ईमेल नहीं मिला',
  EMAIL_NOT_RETRYABLE: 'केवल असफल ईमेल ही दोबारा भेजा जा सकता है',
  JOB_NOT_FOUND: 'ऐसा कोई काम नहीं है',

  // reviews and their photos
  REVIEW_NOT_BUYER: 'केवल इस उत्पाद को खरीदने वाले ही इसकी समीक्षा लिख सकते हैं',
  REVIEW_NOT_DELIVERED: 'ऑर्डर डिलीवर होने के बाद आप इस उत्पाद की समीक्षा लिख सकते हैं',
  REVIEW_ALREADY_WRITTEN: 'आप इस उत्पाद की समीक्षा पहले ही लिख चुके हैं। आप उसे बदल सकते हैं।',
  REVIEW_NOT_FOUND: 'समीक्षा नहीं मिली',
  REVIEW_OWN_HELPFUL: 'आप अपनी ही समीक्षा को मददगार नहीं बता सकते',
  REVIEW_ALREADY_HELPFUL: 'आप इस समीक्षा को पहले ही मददगार बता चुके हैं',
  REVIEW_NOT_PENDING: 'इस समीक्षा की जाँच पहले ही हो चुकी है',
  REVIEW_NOT_APPROVED: 'केवल प्रकाशित समीक्षा को ही छिपाया या उसका जवाब दिया जा सकता है',
  REVIEW_PHOTO_TYPE: 'तस्वीर JPEG, PNG, WebP या HEIC होनी चाहिए',
  REVIEW_PHOTO_TOO_LARGE: 'हर तस्वीर अधिकतम {max} MB की हो सकती है',
  REVIEW_PHOTO_TOO_MANY_PIXELS: 'यह तस्वीर बहुत बड़ी है: अधिकतम {max} मेगापिक्सेल',
  REVIEW_PHOTO_TOO_MANY: 'आप अधिकतम {max} तस्वीरें जोड़ सकते हैं',
  REVIEW_PHOTO_UNREADABLE: 'यह तस्वीर पढ़ी नहीं जा सकी। कृपया कोई दूसरी फ़ाइल आज़माएँ।',
  PICTURE_TOO_COMPLEX: 'इस तस्वीर को पढ़ने में बहुत समय लग रहा है। कृपया इसे JPEG में या छोटी तस्वीर के रूप में भेजें।',

  // "Notify me" on a sold-out size
  STOCK_ALERT_IN_STOCK: 'यह साइज़ अभी स्टॉक में है, इसलिए इंतज़ार की ज़रूरत नहीं: कृपया इसे कार्ट में जोड़ें।',
  STOCK_ALERT_CONTACT_REQUIRED: 'कृपया अपना मोबाइल नंबर या ईमेल दें, ताकि यह साइज़ वापस आने पर हम आपको बता सकें।',
  STOCK_ALERT_LINK_INVALID: 'यह लिंक सही नहीं है या इसका समय निकल गया है। कृपया उत्पाद के पेज पर फिर से "मुझे बताएँ" दबाएँ।',
} as const satisfies Record<ErrorCode, string>;
