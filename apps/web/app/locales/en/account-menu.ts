// The signed-in shopper's menu: fetched with its code once the header knows who is here (lib/words-on-demand.ts).
export default {
  label: 'account menu',
  profile: 'My Profile',
  orders: 'My Orders',
  ordersCount: 'orders',
  addresses: 'Saved Addresses',
  admin: 'Admin Dashboard',
};
