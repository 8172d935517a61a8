import type en from '../en/account-menu';
import type { Catalogue } from '../catalogue';

export default {
  label: 'खाते का मेन्यू',
  profile: 'मेरी प्रोफ़ाइल',
  orders: 'मेरे ऑर्डर',
  ordersCount: 'ऑर्डर',
  addresses: 'सहेजे गए पते',
  admin: 'एडमिन डैशबोर्ड',
} satisfies Catalogue<typeof en>;
