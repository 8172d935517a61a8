import type en from '../en/home';
import type { Catalogue } from '../catalogue';

export default {
  metaTitle: 'लड्डू गोपाल की पोशाक, मुकुट, झूला और श्रृंगार',
  metaDescription:
    'लड्डू गोपाल, राधा रानी और माता रानी के लिए हाथ से बनी पोशाक, मुकुट, पगड़ी, झूला, सिंहासन और आभूषण — पूरे भारत में डिलीवरी। कैश ऑन डिलीवरी और UPI से भुगतान।',
  promises: 'हमारे वादे',
  promiseCod: 'कैश ऑन डिलीवरी',
  promiseFreeShipping: '{amount} से ऊपर मुफ़्त डिलीवरी',
  promiseReturns: '{days} दिन में आसान वापसी',
} satisfies Catalogue<typeof en>;
