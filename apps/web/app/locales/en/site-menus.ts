// The desktop navigation and the phone's menu (the footer's links too): parts that hydrate later,
// so their words come with their code (lib/words-on-demand.ts). Collection names: collection-names.ts.
export default {
  mainNav: 'Main',
  mobileNav: 'Mobile',
  about: 'About Us',
  contact: 'Contact',
  trackOrder: 'Track Order',
  groupDeity: 'Buy For',
  groupAccessory: 'Accessories',
  groupCollection: 'Collections',
};
