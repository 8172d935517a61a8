import type en from '../en/collection-names';
import type { Catalogue } from '../catalogue';

export default {
  'collection:laddu-gopal': 'लड्डू गोपाल',
  'collection:radha-rani': 'राधा रानी',
  'collection:mata-rani': 'माता रानी',
  'collection:radha-krishna': 'राधा कृष्ण',
  'collection:jhula': 'झूला',
  'collection:singhasan': 'सिंहासन',
  'collection:mukut': 'मुकुट',
  'collection:pagdi': 'पगड़ी',
  'collection:jewellery': 'आभूषण',
  'collection:accessories': 'सेवा का सारा सामान',
  'collection:bestsellers': 'सबसे ज़्यादा बिकने वाले',
  'collection:new-arrivals': 'नए आगमन',
  'collection:featured': 'ख़ास चुने हुए',
  'collection:festival': 'त्योहार',
  'collection:summer': 'गर्मी',
  'collection:winter': 'सर्दी',
  'collection:daily-wear': 'रोज़ की पोशाक',
  'collection:heavy-dress': 'भारी पोशाक',
  'collection:designerdress': 'डिज़ाइनर पोशाक',
  'collection:embroidery': 'कढ़ाई वाली पोशाक',
  'collection:combo-dresses': 'कॉम्बो पोशाक',
  'collection:mukut-pagdi': 'मुकुट और पगड़ी',
  'collection:jhula-singhasan': 'झूला और सिंहासन',
} satisfies Catalogue<typeof en>;
