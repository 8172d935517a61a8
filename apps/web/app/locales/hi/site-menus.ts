import type en from '../en/site-menus';
import type { Catalogue } from '../catalogue';

export default {
  mainNav: 'मुख्य',
  mobileNav: 'मोबाइल',
  about: 'हमारे बारे में',
  contact: 'संपर्क करें',
  trackOrder: 'ऑर्डर ट्रैक करें',
  groupDeity: 'किनके लिए',
  groupAccessory: 'सेवा का सामान',
  groupCollection: 'कलेक्शन',
} satisfies Catalogue<typeof en>;
