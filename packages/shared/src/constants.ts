// Business constants of spec section 9, and the value sets every layer shares.
// Money is integer paise (₹1 = 100 paise).

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  // With the courier on the last mile: still a shipped order, on its way to the door today.
  'out_for_delivery',
  'delivered',
  'cancelled',
  'returned',
  'refunded',
  // Refused at the door (RTO): the courier brought a shipped cash-on-delivery order back.
  'returned_to_origin',
] as const;
/** `pending` is an online order awaiting payment; the spec's six statuses follow it. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Who took (or will take) an order's money: `sandbox` is the demo gateway, so its orders are test orders. */
export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox', 'cod'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** How the owner's screens and the invoices name each provider. */
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProvider, string> = {
  razorpay: 'Razorpay',
  sandbox: 'Sandbox (simulated, no money taken)',
  cod: 'Cash on delivery',
};
/** What a shop on the sandbox says on every page and on its payment sheet. */
export const DEMO_SHOP_NOTICE = 'Demo shop: payments are simulated and no money is taken.';

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SHIPPING_METHODS = ['online', 'express', 'store'] as const;
/** `online` is the spec's name for standard delivery. */
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const COUPON_TYPES = ['percentage', 'flat'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const FREE_SHIPPING_THRESHOLD_PAISE = 999_00;
export const SHIPPING_FEE_PAISE: Record<ShippingMethod, number> = {
  online: 70_00,
  express: 150_00,
  store: 0,
};
/** How each method is named; how long it takes depends on the zone (`shippingMethodEta` in delivery-estimate). */
export const SHIPPING_METHOD_DETAILS: Record<ShippingMethod, { label: string }> = {
  online: { label: 'Standard Delivery' },
  express: { label: 'Express Delivery' },
  store: { label: 'Store Pickup' },
};
export const DEFAULT_SHIPPING_METHOD: ShippingMethod = 'online';
export const DEFAULT_STATE = 'Delhi';

export const RETURN_WINDOW_DAYS = 7;
export const DISPATCH_PROMISE = '24-48 hours';
/** DISPATCH_PROMISE's hours, for pages that write it in another language (a test keeps the two equal). */
export const DISPATCH_HOURS = { min: 24, max: 48 } as const;
export const RETURN_REASON_MAX = 500;

export const LOW_STOCK_THRESHOLD = 10;
export const DEFAULT_MAX_STOCK = 10;
export const HOME_SECTION_SIZE = 5;
export const RELATED_PRODUCTS_MAX = 4;
export const HEADER_BADGE_CAP = 99;
export const MOBILE_BADGE_CAP = 9;
export const BACK_TO_TOP_AFTER_PX = 300;
export const HEADER_SHADOW_AFTER_PX = 20;
export const MOBILE_BREAKPOINT_PX = 768;

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 2;
/**
 * Suggestions are for what is being typed: a longer text costs the embedded database more than
 * any shopper needs (decision 0121), and the search page still takes up to SEARCH_QUERY_MAX.
 */
export const SUGGESTION_QUERY_MAX = 50;
export const SEARCH_HISTORY_SIZE = 5;
export const TRENDING_SEARCHES = [
  'Krishna Dress',
  'Laddu Gopal',
  'Flute',
  'Festival Collection',
  'Peacock Feather',
] as const;

export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const BANNER_AUTOPLAY_MS = 3000;
export const TESTIMONIAL_AUTOPLAY_MS = 5500;
export const CHECKOUT_CONFETTI_MS = 3000;
export const CHECKOUT_REDIRECT_MS = 1000;
export const COUPON_CONFETTI_MS = 4000;

export const COLOUR_SWATCHES = ['red', 'blue', 'green', 'yellow', 'purple', 'pink', 'gray', 'black', 'white'] as const;
export const DEFAULT_SWATCH = 'gray';

/** Idol sizes of the size guide: idol height and dress diameter in inches. */
export const SIZE_CHART = [
  { size: '0', idolHeightIn: 1.75, dressDiameterIn: 4 },
  { size: '1', idolHeightIn: 2.2, dressDiameterIn: 4 },
  { size: '2', idolHeightIn: 2.75, dressDiameterIn: 6 },
  { size: '3', idolHeightIn: 3.15, dressDiameterIn: 7 },
  { size: '4', idolHeightIn: 3.4, dressDiameterIn: 8 },
  { size: '5', idolHeightIn: 3.8, dressDiameterIn: 10 },
  { size: '6', idolHeightIn: 4.4, dressDiameterIn: 12 },
] as const;
export const IDOL_SIZES = SIZE_CHART.map((row) => row.size);

export const SUPPORT_PHONE = '+91 98765 43210';
export const SUPPORT_EMAIL = 'support@shringarshop.in';
export const SUPPORT_CHAT_URL = 'https://wa.me/919876543210';
export const SHOP_NAME = 'Shringar Shop';

/** The fallback coupons of spec section 9, seeded as rows. */
export const BUILT_IN_COUPONS = [
  {
    code: 'WELCOME10',
    description: '10% off your first order (minimum ₹500, up to ₹2,000 off)',
    discountType: 'percentage',
    discountValue: 10,
    minOrderPaise: 500_00,
    maxDiscountPaise: 2000_00,
    firstOrderOnly: true,
    isNew: true,
  },
  {
    code: 'FESTIVAL20',
    description: '20% off festival orders of ₹1,000 or more (up to ₹5,000 off)',
    discountType: 'percentage',
    discountValue: 20,
    minOrderPaise: 1000_00,
    maxDiscountPaise: 5000_00,
    firstOrderOnly: false,
    isNew: false,
  },
  {
    code: 'FREESHIP',
    description: '₹70 off, the cost of standard shipping, on orders of ₹599 or more',
    discountType: 'flat',
    discountValue: 70_00,
    minOrderPaise: 599_00,
    maxDiscountPaise: null,
    firstOrderOnly: false,
    isNew: false,
  },
] as const satisfies ReadonlyArray<{
  code: string;
  description: string;
  discountType: CouponType;
  discountValue: number;
  minOrderPaise: number;
  maxDiscountPaise: number | null;
  firstOrderOnly: boolean;
  isNew: boolean;
}>;

/** The home page's product sections, in order; each shows at most HOME_SECTION_SIZE products. */
export const HOME_SECTIONS = [
  { key: 'heavy-dress', title: 'Heavy Dress', collection: 'heavy-dress' },
  { key: 'summer', title: 'Summer', collection: 'summer' },
  { key: 'featured', title: 'Featured', collection: 'featured' },
  { key: 'combo-dresses', title: 'Combo Dresses', collection: 'combo-dresses' },
  { key: 'jhula-singhasan', title: 'Jhula & Singhasan', collection: 'jhula-singhasan' },
  { key: 'embroidery', title: 'Embroidery', collection: 'embroidery' },
  { key: 'bestsellers', title: 'Best Sellers', collection: 'bestsellers' },
  { key: 'mukut-pagdi', title: 'Mukut & Pagdi', collection: 'mukut-pagdi' },
  { key: 'jewellery', title: 'Jewellery', collection: 'jewellery' },
  { key: 'daily-wear', title: 'Daily Wear', collection: 'daily-wear' },
  { key: 'radha-rani', title: 'For Radharani', deity: 'radha-rani' },
  { key: 'radha-krishna', title: 'Radha Krishna', deity: 'radha-krishna' },
  { key: 'accessories', title: 'Accessories', collection: 'accessories' },
] as const satisfies ReadonlyArray<{ key: string; title: string; collection?: string; deity?: string }>;

/** The shop's own address (also the seller address on invoices) and social profiles. */
export const SHOP_ADDRESS = {
  lines: ['Shringar Shop', 'Parikrama Marg, near Banke Bihari Temple', 'Vrindavan, Mathura'],
  city: 'Vrindavan',
  state: 'Uttar Pradesh',
  pinCode: '281121',
  country: 'India',
} as const;

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/shringarshop' },
  { label: 'Facebook', href: 'https://www.facebook.com/shringarshop' },
  { label: 'YouTube', href: 'https://www.youtube.com/@shringarshop' },
] as const;
