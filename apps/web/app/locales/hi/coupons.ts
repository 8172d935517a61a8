import type en from '../en/coupons';
import type { Catalogue } from '../catalogue';

export default {
  offers: 'ऑफ़र',
  percentOff: '{percent}% छूट',
  percentOffUpTo: '{percent}% छूट, {max} तक',
  amountOff: '{amount} की छूट',
  minOrder: '{amount} या उससे ज़्यादा के ऑर्डर पर',
  firstOrder: 'सिर्फ़ पहले ऑर्डर पर',
  youSave: 'आपकी बचत {amount}',
  youSaveOnOne: '{price} वाले एक सामान पर आपकी बचत {amount}',
} satisfies Catalogue<typeof en>;
