// The whole data model of the shop. Money columns are integer paise (suffix `Paise`);
// the API converts them to rupees at its boundary (see @shop/shared/money).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  CouponType,
  OrderStatus,
  PaymentMethod,
  PaymentProvider,
  PaymentStatus,
  ShippingMethod,
} from '@shop/shared/constants';
import type { ReviewStatus } from '@shop/shared/contracts/reviews';
import type { CodConfirmation, MessageChannel } from '@shop/shared/contracts/messages';
import type { DeliveryChoice } from '@shop/shared/contracts/delivery-attempts';
import type { Locale } from '@shop/shared/locale';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- identity

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Null for an account made by signing in with a phone number, until the shopper adds one. */
  email: text('email').unique(),
  name: text('name').notNull().default(''),
  /** The account's Indian mobile in E.164 (`+919876543210`); one account per phone. */
  phone: text('phone').unique(),
  /** When a one-time code sent to `phone` was entered; a phone is only stored once proven. */
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  /** Order updates by WhatsApp (else SMS); on unless the shopper turns it off in the profile. */
  whatsappUpdates: boolean('whatsapp_updates').notNull().default(true),
  /** A wishlisted product's price drop is told to the shopper; off in the profile (decision 0150). */
  priceDropAlerts: boolean('price_drop_alerts').notNull().default(true),
  /** A cart left untouched is reminded of (decision 0154); off in the profile or from the message's link. */
  cartReminders: boolean('cart_reminders').notNull().default(true),
  passwordHash: text('password_hash').notNull(),
  avatar: text('avatar'),
  isAdmin: boolean('is_admin').notNull().default(false),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  /** The language the shopper signed up or last signed in with: messages outside an order use it. */
  locale: text('locale').$type<Locale>().notNull().default('en'),
  /** When the shopper proved the address is theirs (a link mailed to it); null until then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Wrong passwords in a row; a correct one resets it. Slows the account down, never locks its owner out. */
  failedLogins: integer('failed_logins').notNull().default(0),
  lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Refresh tokens are stored hashed; a family is one login, rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A sign-up waiting for its emailed link to be opened: nothing usable exists until then. One per
 * address; signing up again replaces it, link and password (the latest wins).
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_signups_expires_idx').on(t.expiresAt)],
);

/** When an account's owner was last told that someone tried to sign up with their email. */
export const signupNotices = pgTable('signup_notices', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * One row, bumped in the same transaction as every revocation of a login (logout, a reused refresh
 * token, a password change): instances poll it and forget the session checks they hold in memory.
 */
export const sessionEpoch = pgTable('session_epoch', {
  id: integer('id').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

/**
 * When a shopper's own data (cart, wishlist, profile, orders) last changed through the API: every
 * instance polls it and forgets the personal answers it holds for them (plugins/personal-answers.ts).
 */
export const accountChanges = pgTable(
  'account_changes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_changes_changed_at_idx').on(t.changedAt)],
);

/**
 * Moves on every write to what the catalogue snapshot is read from (products, variants, pictures,
 * collections, deities, reviews), bumped by triggers so that no write path can forget it,
 * orders' stock changes included: instances compare it to notice changes they were not told about
 * (modules/catalogue/catalogue-changes.ts). A sequence, not a row, so concurrent checkouts never queue
 * on one lock.
 */
export const catalogueVersion = pgSequence('catalogue_version');

/**
 * What each catalogue version changed, written by row triggers on the same tables (migration
 * catalogue_changes): one row per changed row, its own version, the product it belongs to and
 * whether only counts moved (`stock`: stock, sales) or more (`product`), or something every product
 * hangs on (`all`: collections, deities, a truncate). An instance that saw version N and now sees M
 * re-reads only the products changed between them; rows older than a few minutes are pruned.
 */
export const catalogueChanges = pgTable('catalogue_changes', {
  version: bigint('version', { mode: 'number' }).primaryKey(),
  productId: uuid('product_id'),
  kind: text('kind').$type<'stock' | 'product' | 'all'>().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Links mailed to prove an address belongs to the shopper: the account's email or a checkout contact. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The cash-on-delivery order this link confirms, when it was sent for one. */
    orderId: uuid('order_id'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    address: text('address').notNull(),
    apartment: text('apartment').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: varchar('postal_code', { length: 6 }).notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------- catalogue

export const deities = pgTable('deities', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Hindi name and description; null shows the English (decision 0065). */
  nameHi: text('name_hi'),
  descriptionHi: text('description_hi'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Categories and collections share one table: a product has one primary category
 * (products.categorySlug) and belongs to any number of collections (product_collections).
 */
export const collections = pgTable('collections', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Hindi name and description; null shows the English (decision 0065). */
  nameHi: text('name_hi'),
  descriptionHi: text('description_hi'),
  kind: text('kind').$type<'category' | 'collection' | 'occasion' | 'season'>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** PostgreSQL's full-text document type; only the database reads and writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type ProductSpecifications = {
  brand: string;
  color: string;
  occasion: string;
  dimensions: string;
  weight: string;
  careInstructions: string;
};
export type PackageContent = { itemsIncluded: string; packagingType: string };
export type ProductMeta = { title: string; description: string; keywords: string[] };

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    shortFeatures: jsonb('short_features').$type<string[]>().notNull().default([]),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => collections.slug),
    subCategory: text('sub_category').notNull().default(''),
    deitySlug: text('deity_slug').references(() => deities.slug),
    material: text('material').notNull().default(''),
    sku: text('sku').notNull().unique(),
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    color: text('color').notNull().default(''),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<ProductSpecifications>().notNull(),
    packageContent: jsonb('package_content').$type<PackageContent>().notNull(),
    meta: jsonb('meta').$type<ProductMeta>().notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    isBestseller: boolean('is_bestseller').notNull().default(false),
    isNewArrival: boolean('is_new_arrival').notNull().default(false),
    isDailyUse: boolean('is_daily_use').notNull().default(false),
    shippingWeightGrams: integer('shipping_weight_grams').notNull().default(250),
    shippingDimensions: text('shipping_dimensions').notNull().default(''),
    handlingTimeDays: integer('handling_time_days').notNull().default(2),
    shippingChargePaise: integer('shipping_charge_paise').notNull().default(0),
    hsnCode: text('hsn_code').notNull().default('6209'),
    status: text('status').$type<'active' | 'draft' | 'archived'>().notNull().default('active'),
    salesCount: integer('sales_count').notNull().default(0),
    /** Hindi text a shopper reads; each null (or a missing specification) shows the English (decision 0065). */
    nameHi: text('name_hi'),
    descriptionHi: text('description_hi'),
    shortFeaturesHi: jsonb('short_features_hi').$type<string[]>(),
    specificationsHi: jsonb('specifications_hi').$type<Partial<ProductSpecifications>>(),
    highlightsHi: jsonb('highlights_hi').$type<string[]>(),
    featuresHi: jsonb('features_hi').$type<string[]>(),
    materialHi: text('material_hi'),
    subCategoryHi: text('sub_category_hi'),
    countryOfOriginHi: text('country_of_origin_hi'),
    packageContentHi: jsonb('package_content_hi').$type<Partial<PackageContent>>(),
    /**
     * Names of the collections the product belongs to, in English and Hindi, and the Hindi names of
     * its category and deity (whose English the slugs give), kept by triggers on products,
     * product_collections, collections and deities (migrations 0001, 0020): a generated column
     * may only read its own row.
     */
    searchCollections: text('search_collections').notNull().default(''),
    /**
     * Weighted document for full-text search: name (English and Hindi) A; category, deity,
     * collections B; material and colour C; the descriptions in both languages without positions,
     * so they weigh least (D) and the document stays small enough to be kept in the row
     * (migration 0023, decision 0083).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, "name" || ' ' || coalesce("name_hi", '')), 'A') || setweight(to_tsvector('english'::regconfig, replace("category_slug", '-', ' ') || ' ' || replace(coalesce("deity_slug", ''), '-', ' ') || ' ' || "sub_category" || ' ' || "search_collections"), 'B') || setweight(to_tsvector('english'::regconfig, "material" || ' ' || "color"), 'C') || strip(to_tsvector('english'::regconfig, "description" || ' ' || coalesce("description_hi", '')))`,
    ),
    /**
     * A digest of the row but its sales count, search columns and this, kept by a trigger
     * (migration 0021): the listing index's whole read compares it to tell an edit, instead of
     * turning 100,000 rows into text.
     */
    detailDigest: text('detail_digest'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categorySlug),
    index('products_deity_idx').on(t.deitySlug),
    index('products_status_idx').on(t.status),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Suggestions read the active best sellers in order from this index alone (an index-only
    // scan: it holds every column they read), and match names through the names' indexes: both
    // languages on a Hindi page, the English alone on an English one.
    index('products_best_sellers_idx')
      .on(t.salesCount.desc().nullsFirst(), t.name, t.nameHi, t.slug)
      .where(sql`${t.status} = 'active'`),
    index('products_suggestion_names_idx').using(
      'gin',
      sql`to_tsvector('simple'::regconfig, ${t.name} || ' ' || coalesce(${t.nameHi}, ''))`,
    ),
    index('products_suggestion_english_names_idx').using('gin', sql`to_tsvector('simple'::regconfig, ${t.name})`),
  ],
);

/**
 * What a search reads of each active product, and nothing else, kept by triggers on products
 * (migration 0037, decision 0159): its document (`products.search_vector`), the names' part of it
 * (weights A and B, `ts_filter`, computed once per write instead of once per match), and the sales
 * count and name that break ties. A common word matches most of the catalogue, and ranking it read
 * every match's wide row and filtered its document again; these rows hold nothing else and stay
 * whole in the table (no TOAST).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    salesCount: integer('sales_count').notNull(),
    name: text('name').notNull(),
    document: tsvector('document').notNull(),
    names: tsvector('names').notNull(),
  },
  (t) => [index('product_search_document_idx').using('gin', t.document)],
);

/**
 * The ranking of a one-word search among the products whose names hold it, stored (migration
 * 0038, decision 0162): one row per word of each active product's names (weights A and B of its
 * document) with `ts_rank` of the document for that word and what breaks ties, kept from
 * product_search by triggers. When at least a page of hits name the word, the hits are read in
 * order from its index: a common word no longer ranks every match.
 */
export const productSearchTerms = pgTable(
  'product_search_terms',
  {
    /** The word as a one-word tsquery's text (`'poshak'`), as a search's tsquery reads when it is one word. */
    term: text('term').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => productSearch.productId, { onDelete: 'cascade' }),
    rank: real('rank').notNull(),
    salesCount: integer('sales_count').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    index('product_search_terms_order_idx').on(t.term, t.rank.desc(), t.salesCount.desc(), t.name),
    index('product_search_terms_product_idx').on(t.productId),
  ],
);

export const productCollections = pgTable(
  'product_collections',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    collectionSlug: text('collection_slug')
      .notNull()
      .references(() => collections.slug, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.collectionSlug] }),
    index('product_collections_collection_idx').on(t.collectionSlug),
  ],
);

/** One row per picture; the files live in image storage as `${path}-${width}.webp`. */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    path: text('path').notNull(),
    widths: jsonb('widths').$type<number[]>().notNull(),
    alt: text('alt').notNull().default(''),
    /** The alt text in Hindi (decision 0065); null shows the English. */
    altHi: text('alt_hi'),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const variants = pgTable(
  'variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    sku: text('sku').notNull().unique(),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('variants_product_size_idx').on(t.productId, t.size),
    check('variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('variants_price_positive', sql`${t.pricePaise} > 0`),
  ],
);

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id'),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_variant_idx').on(t.variantId, t.createdAt)],
);

// ---------------------------------------------------------------- complete sets

/**
 * A complete shringar set: sizes of existing products sold as one item (decision 0152). It holds
 * no stock of its own (its parts' stock is what it may sell) and either a percentage off its parts
 * or a fixed price; shoppers see only an `active` one.
 */
export const productSets = pgTable(
  'product_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull(),
    description: text('description').notNull().default(''),
    descriptionHi: text('description_hi').notNull().default(''),
    status: text('status').$type<'active' | 'hidden'>().notNull().default('active'),
    discountPercent: integer('discount_percent'),
    fixedPricePaise: integer('fixed_price_paise'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('product_sets_one_pricing', sql`(${t.discountPercent} is null) <> (${t.fixedPricePaise} is null)`)],
);

export const productSetParts = pgTable(
  'product_set_parts',
  {
    setId: uuid('set_id')
      .notNull()
      .references(() => productSets.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.setId, t.variantId] }),
    index('product_set_parts_variant_idx').on(t.variantId),
    check('product_set_parts_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

// ---------------------------------------------------------------- cart and wishlist

/**
 * A shopper's cart, or a guest's: a guest's is found by the SHA-256 of its anonymous cookie (the
 * cookie alone opens it, and the database never holds it), merged into the account at sign-in and
 * swept once untouched for GUEST_CART_TTL_MS.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    guestKey: text('guest_key').unique(),
    couponCode: text('coupon_code'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('carts_one_owner', sql`(${t.userId} is null) <> (${t.guestKey} is null)`),
    index('carts_guest_updated_idx')
      .on(t.updatedAt)
      .where(sql`${t.guestKey} is not null`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_variant_idx').on(t.cartId, t.variantId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** A set in a cart: one line for the whole set, however many parts it holds. */
export const cartSetItems = pgTable(
  'cart_set_items',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => productSets.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.setId] }),
    check('cart_set_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The product's lowest price the shopper last saw or was told of (null until the price-drop
     * sweep first reads it): a price below it is a drop to tell once; a rise moves it up.
     */
    priceSeenPaise: integer('price_seen_paise'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** "My Thakur Ji" (decision 0147): the idols a shopper dresses, each with its deity and size. */
export const userIdols = pgTable(
  'user_idols',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    deity: text('deity').notNull(),
    /** The size guide's number (0-6). */
    size: text('size').notNull(),
    /** The height the shopper measured, in hundredths of an inch (null: they chose the size). */
    heightHundredths: integer('height_hundredths'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_idols_user_idx').on(t.userId, t.createdAt),
    check('user_idols_size_idol', sql`${t.size} in ('0', '1', '2', '3', '4', '5', '6')`),
  ],
);

// ---------------------------------------------------------------- coupons

export const coupons = pgTable('coupons', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  description: text('description').notNull().default(''),
  discountType: text('discount_type').$type<CouponType>().notNull(),
  /** Percent for `percentage` coupons, paise for `flat` coupons. */
  discountValue: integer('discount_value').notNull(),
  minOrderPaise: integer('min_order_paise').notNull().default(0),
  maxDiscountPaise: integer('max_discount_paise'),
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  perUserLimit: integer('per_user_limit'),
  usageLimit: integer('usage_limit'),
  eligibleCategories: jsonb('eligible_categories').$type<string[]>().notNull().default([]),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  isNew: boolean('is_new').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A festival sale (decision 0145): between `starts_at` and `ends_at` (ending early moves `ends_at`)
 * the products it names, or a collection's members, sell at the discounted price. A statement
 * trigger logs every write as a catalogue change, so every instance reads its campaigns again.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull(),
    bannerText: text('banner_text').notNull().default(''),
    bannerTextHi: text('banner_text_hi').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    collectionSlug: text('collection_slug'),
    discountType: text('discount_type').$type<'percentage' | 'flat'>().notNull(),
    /** Percent for `percentage`, paise off each unit for `flat`. */
    discountValue: integer('discount_value').notNull(),
    /** The most discount the sale gives in all (null: no limit). */
    budgetPaise: integer('budget_paise'),
    /** Units one shopper may buy at the sale price (null: no limit). */
    perShopperLimit: integer('per_shopper_limit'),
    /** The banner's picture (decision 0155): WebP files at `widths`, `${path}-${width}.webp`. */
    bannerImage: jsonb('banner_image').$type<{ path: string; widths: number[]; alt: string; altHi: string }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('campaigns_ends_at_idx').on(t.endsAt), check('campaigns_window', sql`${t.endsAt} > ${t.startsAt}`)],
);

/**
 * The shop's calendar of festivals (decision 0155), seeded with each year's dates and corrected by
 * the owner: the product page asks whether a parcel arrives before the next one `shown`.
 */
export const festivals = pgTable(
  'festivals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull(),
    /** The day it is celebrated in India. */
    date: date('date', { mode: 'string' }).notNull(),
    shown: boolean('shown').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('festivals_date_idx').on(t.date)],
);

// ---------------------------------------------------------------- orders and payments

export type ShippingAddress = {
  fullName: string;
  phone: string;
  contact: string;
  address: string;
  apartment: string;
  /** Absent on orders placed before landmarks were asked. */
  landmark?: string;
  city: string;
  state: string;
  postalCode: string;
  shippingMethod: ShippingMethod;
};

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    /** Who takes the money; `sandbox` orders are test orders, left out of revenue. */
    paymentProvider: text('payment_provider').$type<PaymentProvider>().notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    shippingPaise: integer('shipping_paise').notNull(),
    /** Taken off for paying online (PREPAID_DISCOUNT_PAISE), after the coupon (decision 0140). */
    prepaidDiscountPaise: integer('prepaid_discount_paise').notNull().default(0),
    /** Charged for cash on delivery (COD_FEE_PAISE), part of the total (decision 0140). */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    couponCode: text('coupon_code'),
    shippingMethod: text('shipping_method').$type<ShippingMethod>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    contactEmail: text('contact_email').notNull(),
    emailOffers: boolean('email_offers').notNull().default(false),
    /** Order updates by WhatsApp (SMS when it fails) to the delivery phone, as chosen at checkout. */
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    /** The language the order was placed in: every email and text about it speaks it. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    /** Cash on delivery only: whether the shopper confirmed the order from its message (decision 0046). */
    codConfirmation: text('cod_confirmation').$type<CodConfirmation>(),
    codConfirmationAt: timestamp('cod_confirmation_at', { withTimezone: true }),
    codReminderAt: timestamp('cod_reminder_at', { withTimezone: true }),
    /**
     * Cash on delivery only: the delivery phone (E.164) and address (folded by `deliveryAddressKey`)
     * that the caps on unconfirmed orders count by, besides the account (decision 0125).
     */
    codPhone: text('cod_phone'),
    codAddressKey: text('cod_address_key'),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    invoiceNumber: text('invoice_number').unique(),
    /** When the invoice number was given: the invoice date. */
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    /** Unpaid online orders hold their stock until this moment, then release it. */
    reservationExpiresAt: timestamp('reservation_expires_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A parcel returned to origin, when the owner took it back in: stock restored and a prepaid order refunded then, once. */
    receivedBackAt: timestamp('received_back_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status),
    index('orders_reservation_idx').on(t.reservationExpiresAt),
    index('orders_cod_awaiting_phone_idx')
      .on(t.codPhone)
      .where(sql`${t.codConfirmation} = 'awaiting'`),
    index('orders_cod_awaiting_address_idx')
      .on(t.codAddressKey)
      .where(sql`${t.codConfirmation} = 'awaiting'`),
    // Refused cash-on-delivery parcels are counted by the delivery phone before cash on delivery is offered (decision 0140).
    index('orders_cod_refused_phone_idx')
      .on(t.codPhone)
      .where(sql`${t.status} = 'returned_to_origin' and ${t.paymentMethod} = 'cod'`),
    check('orders_total_nonnegative', sql`${t.totalPaise} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The product's Hindi name when it was sold, for Hindi order pages and emails; null: none. */
    nameHi: text('name_hi'),
    slug: text('slug').notNull(),
    size: text('size').notNull(),
    sku: text('sku').notNull(),
    image: text('image'),
    hsnCode: text('hsn_code').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    quantity: integer('quantity').notNull(),
    /** The festival sale that priced this line, and what it took off each unit (decision 0145). */
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    campaignDiscountPaise: integer('campaign_discount_paise').notNull().default(0),
    /**
     * A part of a set sold as one item (decision 0152): the set, its names when sold and how many
     * sets; the line's unit price is the part's share of the set's price.
     */
    setId: uuid('set_id').references(() => productSets.id, { onDelete: 'set null' }),
    setSlug: text('set_slug'),
    setName: text('set_name'),
    setNameHi: text('set_name_hi'),
    setQuantity: integer('set_quantity'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_campaign_idx').on(t.campaignId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    note: text('note').notNull().default(''),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * An order's parcel with a courier (decision 0137): one per order, claimed (`booking`) before the
 * courier is called, so two presses of "Book" on two instances make one shipment; `booked` once the
 * courier gave an AWB. A claim older than a few minutes was left by a crash and may be taken over.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The carrier adapter that booked it (`manual`, `shiprocket`). */
    provider: text('provider').notNull(),
    /** `cancelled`: taken back with the carrier when the owner cancelled the order. */
    state: text('state').$type<'booking' | 'booked' | 'cancelled'>().notNull(),
    /** Who holds a `booking` claim, so only its holder completes or releases it. */
    claimToken: uuid('claim_token').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    carrierOrderId: text('carrier_order_id'),
    carrierShipmentId: text('carrier_shipment_id'),
    courier: text('courier'),
    awb: text('awb'),
    labelUrl: text('label_url'),
    trackingUrl: text('tracking_url'),
    pickupScheduledFor: text('pickup_scheduled_for'),
    /** The courier's expected delivery date (YYYY-MM-DD), as it last said. */
    expectedBy: text('expected_by'),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /** When the courier last told of the parcel (webhook or tracking sweep). */
    trackedAt: timestamp('tracked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('shipments_awb_idx').on(t.provider, t.awb)],
);

/** The courier's scans of an order's parcel, each kept once however often a webhook repeats it. */
export const shipmentScans = pgTable(
  'shipment_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    /** The courier's own words for the scan ("In Transit", "Out for delivery"). */
    status: text('status').notNull(),
    activity: text('activity').notNull().default(''),
    location: text('location').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shipment_scans_once_idx').on(t.orderId, t.scannedAt, t.status, t.activity)],
);

/**
 * A failed delivery the courier reported (its NDR), one per attempt: opened once however often
 * the webhook repeats it, `sending` while the shopper's (or owner's) choice goes to the courier,
 * `closed` once taken (or the parcel was delivered after all). At most one is open per order.
 */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** When the courier's failed attempt happened (its scan), which tells a repeat from a new one. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    attemptNumber: integer('attempt_number').notNull(),
    reason: text('reason').notNull(),
    state: text('state').$type<'open' | 'sending' | 'closed'>().notNull().default('open'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    choice: text('choice').$type<DeliveryChoice>(),
    chosenBy: text('chosen_by').$type<'shopper' | 'owner'>(),
    chosenByUserId: uuid('chosen_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    passedToCourier: boolean('passed_to_courier').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('delivery_attempts_once_idx').on(t.orderId, t.attemptedAt),
    uniqueIndex('delivery_attempts_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.state} <> 'closed'`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerOrderId: text('provider_order_id').unique(),
    providerPaymentId: text('provider_payment_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<'created' | 'authorized' | 'captured' | 'failed' | 'refunded'>().notNull(),
    method: text('method'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id),
    amountPaise: integer('amount_paise').notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<'pending' | 'processed' | 'failed'>().notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId), check('refunds_amount_positive', sql`${t.amountPaise} > 0`)],
);

/** Webhook deliveries already handled, so a repeated delivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 500 }).notNull(),
    status: text('status').$type<'requested' | 'approved' | 'rejected'>().notNull().default('requested'),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('return_requests_order_idx').on(t.orderId), index('return_requests_status_idx').on(t.status)],
);

// ---------------------------------------------------------------- communication

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Every outgoing message, email, SMS or WhatsApp, kept by channel in one outbox so each is claimed,
 * leased and retried by the same rules (decision 0044). `to` is an email address or an E.164 phone;
 * SMS and WhatsApp rows have an empty `subject` and `html`, and `text` is what the shopper reads.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<MessageChannel>().notNull().default('email'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    /** The values a WhatsApp template's body placeholders take, in order. */
    params: jsonb('params').$type<string[]>(),
    language: text('language').notNull().default('en'),
    /** The provider's id for the sent message, which its delivery receipts name. */
    providerMessageId: text('provider_message_id'),
    /** The last delivery receipt: sent, delivered, read, failed or undelivered. */
    deliveryStatus: text('delivery_status'),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_provider_message_idx').on(t.providerMessageId),
  ],
);

// ---------------------------------------------------------------- reviews

/**
 * One review per product per shopper, written by a buyer of a delivered order line (the line it
 * cites). Only approved reviews are shown or counted; an edit goes back to `pending`.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The delivered line that makes the shopper a buyer; its size is shown with the review. */
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    /** Why the owner rejected it, shown to its author. */
    rejectionReason: text('rejection_reason'),
    /** The owner's public answer. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    photoCount: integer('photo_count').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_status_idx').on(t.productId, t.status, t.approvedAt),
    index('reviews_status_idx').on(t.status, t.updatedAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** A review's photos, stored like product pictures: `${path}-${width}.webp`. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    path: text('path').notNull(),
    widths: jsonb('widths').$type<number[]>().notNull(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.position)],
);

/** A shopper marks a review helpful once. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** Delivered orders whose "how was it?" email has been queued, so it is asked once. */
export const reviewRequests = pgTable('review_requests', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * The one live sign-in code per phone, as its keyed hash (decision 0045). A new request replaces
 * it; a right answer or the fifth wrong one deletes it, so no code works twice.
 */
export const otpCodes = pgTable('otp_codes', {
  phone: text('phone').primaryKey(),
  codeHash: text('code_hash').notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------- shop settings

/**
 * Gapless number series, e.g. invoice numbers per financial year (`invoice:2026-27`). Advanced with
 * `UPDATE ... SET last_value = last_value + 1 RETURNING` inside the caller's transaction, so a
 * rolled-back order never burns a number.
 */
export const numberSeries = pgTable('number_series', {
  key: text('key').primaryKey(),
  lastValue: integer('last_value').notNull().default(0),
});

/** Settings the shop owner edits in the admin (low-stock threshold, ...), one JSON value per key. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const blogPosts = pgTable('blog_posts', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  body: text('body').notNull(),
  /** Hindi title, excerpt and body; null shows the English (decision 0065). */
  titleHi: text('title_hi'),
  excerptHi: text('excerpt_hi'),
  bodyHi: text('body_hi'),
  author: text('author').notNull(),
  coverImage: text('cover_image'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
    /**
     * The order entries were written in. created_at is the transaction's start (now()), so the
     * entries of one transaction share it, and PGlite's clock counts whole milliseconds.
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt, t.seq),
  ],
);

/**
 * Words the owner says mean the same in a search: each pair joins two phrases ('dress' and
 * 'poshak', 'bal gopal' and 'laddu gopal'), kept as typed; search folds their spellings.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    term: text('term').notNull(),
    equivalent: text('equivalent').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_synonyms_pair_idx').on(t.term, t.equivalent)],
);

/** Searches that found nothing, by their normalised text: what shoppers look for and the shop lacks words for. */
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text('query').primaryKey(),
    count: integer('count').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_misses_last_seen_idx').on(t.lastSeenAt)],
);

/**
 * Every distinct word of the catalogue's names (active products' names, collections, sub-categories
 * and colours; collection and deity names), with how many of them use it: what a mistyped word is
 * compared with by trigram similarity. Kept by triggers as products, collections and deities change.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    uses: integer('uses').notNull(),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * "Notify me" on a sold-out size (decision 0150): one row per person per size, keyed by the phone
 * (E.164) or the lower-cased email the alert goes to. A guest's contact is proved by a link sent to
 * it (`confirm_token_hash`, a keyed hash) before anything else is sent; an account's proven phone
 * or email counts at once. `notified_at` is set once, in the transaction that queues the alert.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'phone' | 'email'>().notNull(),
    contact: text('contact').notNull(),
    locale: text('locale').$type<Locale>().notNull().default('en'),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_variant_contact_idx').on(t.variantId, t.contact),
    index('stock_alerts_waiting_idx')
      .on(t.variantId, t.createdAt)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * A restock being told to its size's waiting list: the first batch (as many as the stock) is
 * claimed by inserting this row, the rest by moving `next_batch_at` on once it has passed, so two
 * instances never tell the same batch. Deleted when the size is seen sold out again.
 */
export const stockAlertRounds = pgTable('stock_alert_rounds', {
  variantId: uuid('variant_id')
    .primaryKey()
    .references(() => variants.id, { onDelete: 'cascade' }),
  batches: integer('batches').notNull().default(1),
  nextBatchAt: timestamp('next_batch_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- scheduled jobs

/**
 * One row per named recurring job (decision 0153): when it is due, who holds it (`lease_until`, set
 * by the one statement that claims it), and what became of its runs, for the owner's jobs page.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** While set and in the future, an instance is running the job; past it, the claim is void. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** Failed runs in a row; a success starts it again from nothing. */
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastSucceededAt: timestamp('last_succeeded_at', { withTimezone: true }),
});

// ---------------------------------------------------------------- cart reminders

/**
 * One row per reminder sent about a cart (decision 0154): at most a first and a second per spell
 * of the cart lying untouched (`touched_at`), claimed by inserting the row in the transaction that
 * writes the message. The dashboard counts them, and the orders placed within days of one.
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The cart's last change when the reminder was sent: a change starts a new spell. */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull(),
    round: integer('round').notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('cart_reminders_spell_round_idx').on(t.userId, t.touchedAt, t.round),
    index('cart_reminders_sent_idx').on(t.sentAt),
  ],
);
