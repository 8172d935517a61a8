import { SHOP_NAME } from '@shop/shared/constants';
import type { Locale } from '@shop/shared/locale';
import { shopLink } from '../../lib/shop-link';
import { outgoing, type Outgoing } from '../email/outgoing-message';
import type { AlertSize } from './stock-alert-repository';

/** Where an alert goes: an E.164 phone (WhatsApp, SMS if that fails) or a proved email. */
export type AlertContact = { channel: 'phone' | 'email'; contact: string; locale: Locale };

const ENGLISH = {
  confirmText: (product: string, size: string, link: string) =>
    `${SHOP_NAME}: to be told when ${product} in size ${size} is back in stock, open ${link} If you did not ask, ignore this message.`,
  confirmSubject: (product: string) => `Confirm your back-in-stock alert for ${product}`,
  confirmAsk: (product: string, size: string) =>
    `Namaste! Open the link below to confirm that we may tell you, once, when ${product} in size ${size} is back in stock.`,
  confirmButton: 'Confirm my alert',
  ignore: 'If you did not ask for this, ignore this email: nothing will be sent.',
  backText: (product: string, size: string, link: string) =>
    `Good news from ${SHOP_NAME}: ${product} in size ${size} is back in stock. See it here: ${link}`,
  backSubject: (product: string, size: string) => `${product} (size ${size}) is back in stock`,
  backBody: (product: string, size: string) =>
    `Namaste! You asked us to tell you: ${product} in size ${size} is back in stock. Sizes sell out quickly, so do not wait too long.`,
  backButton: 'See it in the shop',
};

const WORDS: Record<Locale, typeof ENGLISH> = {
  en: ENGLISH,
  hi: {
    confirmText: (product, size, link) =>
      `${SHOP_NAME}: ${product} का साइज़ ${size} वापस स्टॉक में आने पर सूचना पाने के लिए यह लिंक खोलें: ${link} अगर आपने यह नहीं माँगा था, तो इसे अनदेखा करें।`,
    confirmSubject: (product) => `${product} के लिए स्टॉक सूचना की पुष्टि करें`,
    confirmAsk: (product, size) =>
      `नमस्ते! नीचे दिया गया लिंक खोलकर पुष्टि करें कि ${product} का साइज़ ${size} वापस स्टॉक में आने पर हम आपको एक बार बता सकते हैं।`,
    confirmButton: 'मेरी सूचना पक्की करें',
    ignore: 'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: कुछ नहीं भेजा जाएगा।',
    backText: (product, size, link) =>
      `${SHOP_NAME} से खुशख़बरी: ${product} का साइज़ ${size} फिर से स्टॉक में है। यहाँ देखें: ${link}`,
    backSubject: (product, size) => `${product} (साइज़ ${size}) फिर से स्टॉक में है`,
    backBody: (product, size) =>
      `नमस्ते! आपने हमें बताने को कहा था: ${product} का साइज़ ${size} फिर से स्टॉक में है। साइज़ जल्दी बिक जाते हैं, इसलिए ज़्यादा देर न करें।`,
    backButton: 'दुकान में देखें',
  },
};

const productName = (product: { name: string; nameHi: string | null }, locale: Locale) =>
  locale === 'hi' && product.nameHi ? product.nameHi : product.name;

/** A subscription's contact as a channel: a phone hears by WhatsApp (the sender falls back to SMS). */
const channelOf = (to: AlertContact) => ({
  ...to,
  channel: to.channel === 'phone' ? ('whatsapp' as const) : ('email' as const),
});

/** The link that proves a guest's phone or email, sent by the same channel it proves. */
export function confirmMessage(to: AlertContact, size: AlertSize, publicUrl: string, token: string): Outgoing {
  const words = WORDS[to.locale];
  const name = productName(size, to.locale);
  const link = shopLink(publicUrl, '/notify-me', to.locale, { token });
  return outgoing(channelOf(to), {
    template: 'stock-alert-confirm',
    params: [name, size.size, link],
    text: words.confirmText(name, size.size, link),
    subject: words.confirmSubject(name),
    paragraphs: [words.confirmAsk(name, size.size)],
    action: { label: words.confirmButton, href: link },
    after: [words.ignore],
  });
}

/** The alert itself, linking to the product page at the size, in the subscriber's language. */
export function backInStockMessage(to: AlertContact, size: AlertSize, publicUrl: string): Outgoing {
  const words = WORDS[to.locale];
  const name = productName(size, to.locale);
  const path = `/products/${encodeURIComponent(size.slug)}?size=${encodeURIComponent(size.size)}`;
  const link = shopLink(publicUrl, path, to.locale);
  return outgoing(channelOf(to), {
    template: 'back-in-stock',
    params: [name, size.size, link],
    text: words.backText(name, size.size, link),
    subject: words.backSubject(name, size.size),
    paragraphs: [words.backBody(name, size.size)],
    action: { label: words.backButton, href: link },
    after: [],
  });
}

const DROP = {
  en: {
    text: (product: string, price: string, was: string, link: string) =>
      `Good news from ${SHOP_NAME}: ${product} on your wishlist is now ${price} (was ${was}). See it here: ${link}`,
    subject: (product: string, price: string) => `${product} on your wishlist is now ${price}`,
    body: (product: string, price: string, was: string) =>
      `Namaste! The price of ${product}, on your wishlist, has dropped from ${was} to ${price}.`,
    button: 'See it in the shop',
    optOut: 'You can turn these messages off in your profile.',
  },
  hi: {
    text: (product: string, price: string, was: string, link: string) =>
      `${SHOP_NAME} से खुशख़बरी: आपकी पसंद की सूची का ${product} अब ${price} का है (पहले ${was})। यहाँ देखें: ${link}`,
    subject: (product: string, price: string) => `आपकी पसंद की सूची का ${product} अब ${price} का है`,
    body: (product: string, price: string, was: string) =>
      `नमस्ते! आपकी पसंद की सूची के ${product} का दाम ${was} से घटकर ${price} हो गया है।`,
    button: 'दुकान में देखें',
    optOut: 'ये संदेश आप अपनी प्रोफ़ाइल में बंद कर सकते हैं।',
  },
} satisfies Record<Locale, unknown>;

/** A wishlisted product's price drop, told to the account's proven phone or else its verified email. */
export function priceDropMessage(
  to: { channel: 'whatsapp' | 'sms' | 'email'; contact: string; locale: Locale },
  product: { slug: string; name: string; nameHi: string | null },
  prices: { price: string; was: string },
  publicUrl: string,
): Outgoing {
  const words = DROP[to.locale];
  const name = productName(product, to.locale);
  const link = shopLink(publicUrl, `/products/${encodeURIComponent(product.slug)}`, to.locale);
  return outgoing(to, {
    template: 'price-drop',
    params: [name, prices.price, prices.was, link],
    text: words.text(name, prices.price, prices.was, link),
    subject: words.subject(name, prices.price),
    paragraphs: [words.body(name, prices.price, prices.was)],
    action: { label: words.button, href: link },
    after: [words.optOut],
  });
}
