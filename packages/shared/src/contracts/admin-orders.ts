import { z } from 'zod';
import { COD_CONFIRMATIONS } from './messages';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../constants';
import { orderProviderFields } from './admin-fields';
import { RETURN_REASON_MAX, orderSchema, orderStatusSchema, paymentMethodSchema, paymentStatusSchema } from './orders';

// The shop owner's order operations, all under /api/v1/admin with the
// admin guard (customers 403, guests 401). The order itself is the shopper's `orderSchema` with the
// customer and what the owner may do next. Money is rupees on the wire.

export const ADMIN_ORDER_MESSAGES = {
  statusUpdated: 'Order status updated',
  refundIssued: 'Refund issued',
  returnApproved: 'Return approved',
  returnRejected: 'Return rejected',
  courierRequired: 'Please enter the courier',
  trackingRequired: 'Please enter the tracking number',
  noteTooLong: 'Note must be 500 characters or less',
  refundAmountRequired: 'Please enter the refund amount',
  refundAmountInvalid: 'Refund amount must be more than ₹0',
  refundReasonRequired: 'Please enter the reason for the refund',
  rejectNoteRequired: 'Please tell the customer why the return was rejected',
  invalidStatus: 'Please choose a valid status',
  invalidDate: 'Please enter a valid date',
  receivedBack: 'Parcel received back: stock restored',
  alreadyReceivedBack: 'This parcel was already received back',
} as const;

export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ADMIN_NOTE_MAX = 500;

/** The statuses the owner may ask for; the server answers 409 for any change not allowed now. */
export const ADMIN_STATUS_TARGETS = [
  'processing',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'returned_to_origin',
] as const;
export const adminStatusTargetSchema = z.enum(ADMIN_STATUS_TARGETS, { error: ADMIN_ORDER_MESSAGES.invalidStatus });
export type AdminStatusTarget = z.infer<typeof adminStatusTargetSchema>;

const pageSchema = z.coerce
  .number({ error: 'Invalid page' })
  .int('Invalid page')
  .min(1, 'Invalid page')
  .max(10_000, 'Invalid page')
  .default(1);
const limitSchema = z.coerce
  .number({ error: 'Invalid page size' })
  .int('Invalid page size')
  .min(1, 'Invalid page size')
  .max(100, 'Invalid page size')
  .default(ADMIN_ORDERS_PAGE_SIZE);
/** `YYYY-MM-DD` (a day in India time) or a full ISO time. */
const dateSchema = z
  .string()
  .trim()
  .max(40, ADMIN_ORDER_MESSAGES.invalidDate)
  .refine((value) => !Number.isNaN(Date.parse(value)), ADMIN_ORDER_MESSAGES.invalidDate);
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const paginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

/**
 * GET /api/v1/admin/orders?status=&paymentMethod=&from=&to=&q=&page=&limit=
 * `from`/`to` bound the placing date (both inclusive; a bare date means the whole day, India time).
 * `q` matches an order id prefix (with or without dashes, any case), the contact or account email
 * (contains), or the delivery phone (digits contain).
 */
/** Cash on delivery by confirmation, as the owner filters it. */
export const COD_CONFIRMATION_FILTERS = [...COD_CONFIRMATIONS, 'unconfirmed'] as const;
export type CodConfirmationFilter = (typeof COD_CONFIRMATION_FILTERS)[number];

export const adminOrderListQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.invalidStatus }).optional(),
  ),
  paymentMethod: z.preprocess(blankToUndefined, z.enum(PAYMENT_METHODS).optional()),
  /** Cash on delivery by its confirmation; `unconfirmed` is awaiting after its reminder (the owner's to call). */
  confirmation: z.preprocess(blankToUndefined, z.enum(COD_CONFIRMATION_FILTERS).optional()),
  /** `true`: paid online or cash on delivery not awaiting its confirmation, and not yet shipped (what the owner books). */
  readyToShip: z.preprocess(blankToUndefined, z.stringbool().optional()),
  from: z.preprocess(blankToUndefined, dateSchema.optional()),
  to: z.preprocess(blankToUndefined, dateSchema.optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  page: pageSchema,
  limit: limitSchema,
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminCustomerSchema = z.object({
  /** The account; null never happens today but the row survives a removed account. */
  id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
});

export const adminOrderRowSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  /** Account name/email, and the delivery phone of the order. */
  customer: adminCustomerSchema.extend({ phone: z.string() }),
  orderStatus: orderStatusSchema,
  payment: z.object({ method: paymentMethodSchema, status: paymentStatusSchema }),
  ...orderProviderFields,
  totalAmount: z.number(),
  /** Sum of the quantities of the order's lines. */
  itemCount: z.number().int(),
  /** Cash on delivery only: the shopper's confirmation; `unconfirmed` once the reminder went unanswered. */
  codConfirmation: z.enum(COD_CONFIRMATION_FILTERS).nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(adminOrderRowSchema),
  pagination: paginationSchema,
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

/** GET /api/v1/admin/orders/{orderId} */
export const adminOrderSchema = orderSchema.extend({
  customer: adminCustomerSchema,
  ...orderProviderFields,
  /** The statuses POST .../status accepts right now (empty when none). */
  allowedTransitions: z.array(adminStatusTargetSchema),
  /** Rupees captured for the order (0 while unpaid; a delivered COD order counts as paid). */
  paidAmount: z.number(),
  /** Rupees refunded or being refunded (pending and processed refunds). */
  refundedAmount: z.number(),
  /** The most a new refund may be: paid minus refunded. */
  refundableAmount: z.number(),
  /** Cash on delivery only: the shopper's confirmation, `unconfirmed` once the reminder went unanswered. */
  codConfirmation: z.enum(COD_CONFIRMATION_FILTERS).nullable(),
  /**
   * Returned to origin only: when the owner received the parcel back (stock restored, a prepaid
   * order refunded), null until then. POST .../received-back does it, once.
   */
  receivedBackAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  order: adminOrderSchema,
});
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

const optionalText = (max: number, message: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, message).optional());

/**
 * POST /api/v1/admin/orders/{orderId}/status — along processing → shipped → out for delivery →
 * delivered only; cancel
 * only before shipping (stock back, refund of a paid order). Shipping needs courier and tracking.
 * Answers with the admin order and `message: 'Order status updated'`.
 */
export const adminOrderStatusRequestSchema = z
  .object({
    status: adminStatusTargetSchema,
    courier: optionalText(100, ADMIN_ORDER_MESSAGES.courierRequired),
    trackingNumber: optionalText(100, ADMIN_ORDER_MESSAGES.trackingRequired),
    note: optionalText(ADMIN_NOTE_MAX, ADMIN_ORDER_MESSAGES.noteTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.status !== 'shipped') return;
    if (!value.courier)
      ctx.addIssue({ code: 'custom', path: ['courier'], message: ADMIN_ORDER_MESSAGES.courierRequired });
    if (!value.trackingNumber) {
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: ADMIN_ORDER_MESSAGES.trackingRequired });
    }
  });
export type AdminOrderStatusRequest = z.input<typeof adminOrderStatusRequestSchema>;

/**
 * POST /api/v1/admin/orders/{orderId}/refunds — full or partial, at most paid minus already refunded
 * (REFUND_EXCEEDS_REFUNDABLE names the most allowed). Answers with the admin order and
 * `message: 'Refund issued'`.
 */
export const adminRefundRequestSchema = z.object({
  /** Rupees, at most two decimals. */
  amount: z.coerce
    .number({ error: ADMIN_ORDER_MESSAGES.refundAmountRequired })
    .positive(ADMIN_ORDER_MESSAGES.refundAmountInvalid)
    .max(1_00_00_000, ADMIN_ORDER_MESSAGES.refundAmountInvalid)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      ADMIN_ORDER_MESSAGES.refundAmountInvalid,
    ),
  reason: z
    .string({ error: ADMIN_ORDER_MESSAGES.refundReasonRequired })
    .trim()
    .min(1, ADMIN_ORDER_MESSAGES.refundReasonRequired)
    .max(ADMIN_NOTE_MAX, ADMIN_ORDER_MESSAGES.noteTooLong),
  /**
   * One id per refund the owner means to make (the form makes a new one each time it opens): the
   * same id sent twice, by a double click or a retry after a lost answer, makes one refund.
   */
  requestId: z.uuid().optional(),
});
export type AdminRefundRequest = z.input<typeof adminRefundRequestSchema>;

// ---------------------------------------------------------------- returns

export const RETURN_STATUSES = ['requested', 'approved', 'rejected'] as const;

/** GET /api/v1/admin/returns?status=&page=&limit= (newest first; no status = all). */
export const adminReturnsQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(RETURN_STATUSES, { error: ADMIN_ORDER_MESSAGES.invalidStatus }).optional(),
  ),
  page: pageSchema,
  limit: limitSchema,
});
export type AdminReturnsQuery = z.input<typeof adminReturnsQuerySchema>;

export const adminReturnRowSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  customer: adminCustomerSchema,
  reason: z.string().max(RETURN_REASON_MAX),
  status: z.enum(RETURN_STATUSES),
  resolutionNote: z.string().nullable(),
  /** When the customer asked (ISO). */
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** When the order was delivered (ISO). */
  deliveredAt: z.string().nullable(),
  orderStatus: orderStatusSchema,
  payment: z.object({ method: paymentMethodSchema, status: paymentStatusSchema }),
  totalAmount: z.number(),
});
export type AdminReturnRow = z.infer<typeof adminReturnRowSchema>;

export const adminReturnsResponseSchema = z.object({
  success: z.literal(true),
  returns: z.array(adminReturnRowSchema),
  pagination: paginationSchema,
});
export type AdminReturnsResponse = z.infer<typeof adminReturnsResponseSchema>;

export const returnIdParamsSchema = z.object({ returnId: z.string().max(64) });

/** POST /api/v1/admin/returns/{returnId}/approve — stock back, refund of an online order's payment. */
export const approveReturnRequestSchema = z
  .object({ note: optionalText(ADMIN_NOTE_MAX, ADMIN_ORDER_MESSAGES.noteTooLong) })
  .optional();
export type ApproveReturnRequest = z.input<typeof approveReturnRequestSchema>;

/** POST /api/v1/admin/returns/{returnId}/reject — the note is shown to the customer. */
export const rejectReturnRequestSchema = z.object({
  note: z
    .string({ error: ADMIN_ORDER_MESSAGES.rejectNoteRequired })
    .trim()
    .min(1, ADMIN_ORDER_MESSAGES.rejectNoteRequired)
    .max(ADMIN_NOTE_MAX, ADMIN_ORDER_MESSAGES.noteTooLong),
});
export type RejectReturnRequest = z.input<typeof rejectReturnRequestSchema>;

/** Approve and reject answer with the handled request and the order as it now is. */
export const adminReturnResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  returnRequest: adminReturnRowSchema,
  order: adminOrderSchema,
});
export type AdminReturnResponse = z.infer<typeof adminReturnResponseSchema>;
