import { z } from 'zod';
import { MESSAGE_CHANNELS } from './messages';
import { emptyToUndefined, orderProviderFields } from './admin-fields';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../constants';

// The back office's view of people and what the shop said to them: customers,
// newsletter subscribers, contact-form messages and the email outbox. Every list is newest first,
// one page at a time; money is rupees on the wire, times are ISO strings.

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_MAX = 10_000;
export const ADMIN_SEARCH_MAX = 100;

/** `?page=` of every admin list: a whole number from 1, 1 when absent. */
export const adminPageField = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be a whole number from 1')
    .max(ADMIN_PAGE_MAX, `Page must be at most ${ADMIN_PAGE_MAX}`)
    .default(1),
);

/** `?q=`: trimmed search text; blank means no search. */
export const adminSearchField = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(ADMIN_SEARCH_MAX, `Search text must be at most ${ADMIN_SEARCH_MAX} characters`).optional(),
);

/** Where a page sits in its list; `totalPages` is at least 1, so "page 1 of 1" reads right when empty. */
export const adminPaginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminPagination = z.infer<typeof adminPaginationSchema>;

export function adminPagination(page: number, total: number, pageSize: number = ADMIN_PAGE_SIZE): AdminPagination {
  return { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Ids in paths are checked by the service: anything that is not one of ours is simply not found. */
const idField = z.string().max(64);

// ---------------------------------------------------------------- customers

/** GET /admin/customers — q matches name, email, or a phone number of the account, an address or an order. */
export const adminCustomerListQuerySchema = z.object({ q: adminSearchField, page: adminPageField });
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;

export const adminCustomerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The phone the account signed in with, else of the newest saved address, else of the newest order (ten digits). */
  phone: z.string().nullable(),
  isAdmin: z.boolean(),
  joinedAt: z.string(),
  /** Orders placed (paid online, or cash on delivery); unpaid online attempts do not count. */
  orderCount: z.number().int(),
  /** Rupees kept from paid orders: their totals less what was refunded. */
  totalSpent: z.number(),
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummarySchema>;

export const adminCustomerListResponseSchema = z.object({
  success: z.literal(true),
  customers: z.array(adminCustomerSummarySchema),
  pagination: adminPaginationSchema,
});
export type AdminCustomerListResponse = z.infer<typeof adminCustomerListResponseSchema>;

export const adminCustomerParamsSchema = z.object({ userId: idField });

export const adminCustomerAddressSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  address: z.string(),
  apartment: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});
export type AdminCustomerAddress = z.infer<typeof adminCustomerAddressSchema>;

export const adminCustomerOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  placedAt: z.string().nullable(),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  ...orderProviderFields,
  itemCount: z.number().int(),
  totalAmount: z.number(),
});
export type AdminCustomerOrder = z.infer<typeof adminCustomerOrderSchema>;

/** A customer's profile as the shop owner sees it: never a password hash or a token. */
export const adminCustomerDetailSchema = adminCustomerSummarySchema.extend({
  avatar: z.string().nullable(),
  emailNotifications: z.boolean(),
  newsletter: z.enum(['active', 'unsubscribed', 'never']),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const ADMIN_CUSTOMER_ORDERS_MAX = 100;

export const adminCustomerResponseSchema = z.object({
  success: z.literal(true),
  customer: adminCustomerDetailSchema,
  addresses: z.array(adminCustomerAddressSchema),
  /** Newest first, at most ADMIN_CUSTOMER_ORDERS_MAX (every attempt, unpaid ones too). */
  orders: z.array(adminCustomerOrderSchema),
});
export type AdminCustomerResponse = z.infer<typeof adminCustomerResponseSchema>;

// ---------------------------------------------------------------- newsletter

export const NEWSLETTER_STATUSES = ['active', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

const newsletterStatusField = z.preprocess(
  emptyToUndefined,
  z.enum(NEWSLETTER_STATUSES, { error: 'Status must be active or unsubscribed' }).optional(),
);

/** GET /admin/newsletter and /admin/newsletter.csv (the export takes the same filters, every page). */
export const adminNewsletterQuerySchema = z.object({
  q: adminSearchField,
  status: newsletterStatusField,
  page: adminPageField,
});
export type AdminNewsletterQuery = z.infer<typeof adminNewsletterQuerySchema>;

export const adminNewsletterExportQuerySchema = adminNewsletterQuerySchema.omit({ page: true });

export const adminSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
  status: z.enum(NEWSLETTER_STATUSES),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const adminNewsletterListResponseSchema = z.object({
  success: z.literal(true),
  subscribers: z.array(adminSubscriberSchema),
  /** Across every page of the current search. */
  counts: z.object({ active: z.number().int(), unsubscribed: z.number().int() }),
  pagination: adminPaginationSchema,
});
export type AdminNewsletterListResponse = z.infer<typeof adminNewsletterListResponseSchema>;

// ---------------------------------------------------------------- contact messages

/** GET /admin/messages — q matches name, email, phone, subject or the message itself. */
export const adminMessageListQuerySchema = z.object({ q: adminSearchField, page: adminPageField });
export type AdminMessageListQuery = z.infer<typeof adminMessageListQuerySchema>;

export const adminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const adminMessageListResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(adminContactMessageSchema),
  pagination: adminPaginationSchema,
});
export type AdminMessageListResponse = z.infer<typeof adminMessageListResponseSchema>;

// ---------------------------------------------------------------- email outbox

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

const TEMPLATE_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/** GET /admin/emails — the whole outbox (email, SMS, WhatsApp); q matches the recipient or the subject. */
export const adminEmailListQuerySchema = z.object({
  channel: z.preprocess(
    emptyToUndefined,
    z.enum(MESSAGE_CHANNELS, { error: 'Channel must be email, sms or whatsapp' }).optional(),
  ),
  status: z.preprocess(
    emptyToUndefined,
    z.enum(EMAIL_STATUSES, { error: 'Status must be pending, sent or failed' }).optional(),
  ),
  template: z.preprocess(
    emptyToUndefined,
    z.string().trim().regex(TEMPLATE_NAME, 'Template filter is invalid').optional(),
  ),
  q: adminSearchField,
  page: adminPageField,
});
export type AdminEmailListQuery = z.infer<typeof adminEmailListQuerySchema>;

export const adminEmailSummarySchema = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
  /** The provider's last delivery receipt (SMS and WhatsApp). */
  deliveryStatus: z.string().nullable(),
});
export type AdminEmailSummary = z.infer<typeof adminEmailSummarySchema>;

export const adminEmailListResponseSchema = z.object({
  success: z.literal(true),
  emails: z.array(adminEmailSummarySchema),
  /** Every template name in the outbox, for the filter. */
  templates: z.array(z.string()),
  pagination: adminPaginationSchema,
});
export type AdminEmailListResponse = z.infer<typeof adminEmailListResponseSchema>;

export const adminEmailParamsSchema = z.object({ id: idField });

export const adminEmailSchema = adminEmailSummarySchema.extend({ html: z.string(), text: z.string() });
export type AdminEmail = z.infer<typeof adminEmailSchema>;

export const adminEmailResponseSchema = z.object({ success: z.literal(true), email: adminEmailSchema });
export type AdminEmailResponse = z.infer<typeof adminEmailResponseSchema>;

export const adminEmailRetryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  email: adminEmailSummarySchema,
});
export type AdminEmailRetryResponse = z.infer<typeof adminEmailRetryResponseSchema>;

export const EMAIL_RETRY_QUEUED = 'Email queued to be sent again';
