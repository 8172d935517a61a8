import type { Locale } from '@shop/shared/locale';
import enHome from './en/home';
import enProduct from './en/product';
import enShell from './en/shell';
import hiHome from './hi/home';
import hiProduct from './hi/product';
import hiShell from './hi/shell';
import enAbout from './en/about';
import hiAbout from './hi/about';
import enBlog from './en/blog';
import hiBlog from './hi/blog';
import enContact from './en/contact';
import hiContact from './hi/contact';
import enContent from './en/content';
import hiContent from './hi/content';
import enFaq from './en/faq';
import hiFaq from './hi/faq';
import enPrivacyPolicy from './en/privacy-policy';
import hiPrivacyPolicy from './hi/privacy-policy';
import enReturnPolicy from './en/return-policy';
import hiReturnPolicy from './hi/return-policy';
import enShippingPolicy from './en/shipping-policy';
import enSizeGuide from './en/size-guide';
import enCartDrawer from './en/cart-drawer';
import hiCartDrawer from './hi/cart-drawer';
import enAccountMenu from './en/account-menu';
import hiAccountMenu from './hi/account-menu';
import hiSizeGuide from './hi/size-guide';
import hiShippingPolicy from './hi/shipping-policy';
import enTermsConditions from './en/terms-conditions';
import hiTermsConditions from './hi/terms-conditions';
import enAuth from './en/auth';
import hiAuth from './hi/auth';
import enCart from './en/cart';
import hiCart from './hi/cart';
import enCheckout from './en/checkout';
import hiCheckout from './hi/checkout';
import enOrders from './en/orders';
import hiOrders from './hi/orders';
import enAccount from './en/account';
import hiAccount from './hi/account';
import enForms from './en/forms';
import hiForms from './hi/forms';
import enDelivery from './en/delivery';
import hiDelivery from './hi/delivery';
import enCoupons from './en/coupons';
import hiCoupons from './hi/coupons';
import enGuard from './en/guard';
import hiGuard from './hi/guard';
import enIdols from './en/idols';
import hiIdols from './hi/idols';
import enListing from './en/listing';
import hiListing from './hi/listing';
import enStockAlerts from './en/stock-alerts';
import hiStockAlerts from './hi/stock-alerts';
import enSets from './en/sets';
import hiSets from './hi/sets';
import enSiteFooter from './en/site-footer';
import hiSiteFooter from './hi/site-footer';
import enSiteMenus from './en/site-menus';
import hiSiteMenus from './hi/site-menus';
import enCollectionNames from './en/collection-names';
import hiCollectionNames from './hi/collection-names';
import enSearchBox from './en/search-box';
import hiSearchBox from './hi/search-box';
import enMissingPage from './en/missing-page';
import hiMissingPage from './hi/missing-page';
import enProductDetails from './en/product-details';
import hiProductDetails from './hi/product-details';
import enProductReviews from './en/product-reviews';
import hiProductReviews from './hi/product-reviews';
import enCartLines from './en/cart-lines';
import hiCartLines from './hi/cart-lines';

/**
 * Every namespace's messages in every language. Read on the server only (`.server`): a page gets
 * the namespaces it names in its loader (lib/i18n.server.ts) as data, never as scripts.
 */
export const CATALOGUES = {
  en: {
    shell: enShell,
    product: enProduct,
    home: enHome,
    about: enAbout,
    blog: enBlog,
    contact: enContact,
    content: enContent,
    faq: enFaq,
    privacyPolicy: enPrivacyPolicy,
    returnPolicy: enReturnPolicy,
    shippingPolicy: enShippingPolicy,
    sizeGuide: enSizeGuide,
    cartDrawer: enCartDrawer,
    accountMenu: enAccountMenu,
    termsConditions: enTermsConditions,
    auth: enAuth,
    cart: enCart,
    checkout: enCheckout,
    orders: enOrders,
    account: enAccount,
    forms: enForms,
    guard: enGuard,
    delivery: enDelivery,
    listing: enListing,
    coupons: enCoupons,
    idols: enIdols,
    stockAlerts: enStockAlerts,
    sets: enSets,
    siteFooter: enSiteFooter,
    siteMenus: enSiteMenus,
    collectionNames: enCollectionNames,
    searchBox: enSearchBox,
    missingPage: enMissingPage,
    productDetails: enProductDetails,
    productReviews: enProductReviews,
    cartLines: enCartLines,
  },
  hi: {
    shell: hiShell,
    product: hiProduct,
    home: hiHome,
    about: hiAbout,
    blog: hiBlog,
    contact: hiContact,
    content: hiContent,
    faq: hiFaq,
    privacyPolicy: hiPrivacyPolicy,
    returnPolicy: hiReturnPolicy,
    shippingPolicy: hiShippingPolicy,
    sizeGuide: hiSizeGuide,
    cartDrawer: hiCartDrawer,
    accountMenu: hiAccountMenu,
    termsConditions: hiTermsConditions,
    auth: hiAuth,
    cart: hiCart,
    checkout: hiCheckout,
    orders: hiOrders,
    account: hiAccount,
    forms: hiForms,
    guard: hiGuard,
    delivery: hiDelivery,
    listing: hiListing,
    coupons: hiCoupons,
    idols: hiIdols,
    stockAlerts: hiStockAlerts,
    sets: hiSets,
    siteFooter: hiSiteFooter,
    siteMenus: hiSiteMenus,
    collectionNames: hiCollectionNames,
    searchBox: hiSearchBox,
    missingPage: hiMissingPage,
    productDetails: hiProductDetails,
    productReviews: hiProductReviews,
    cartLines: hiCartLines,
  },
} satisfies Record<Locale, Record<string, Record<string, string>>>;

type English = (typeof CATALOGUES)['en'];
export type Namespace = keyof English;
/** `shell.menu`: a namespace and one of its keys. */
export type MessageId = { [N in Namespace]: `${N}.${keyof English[N] & string}` }[Namespace];
