import { z } from 'zod';
import { DELIVERY_ZONES } from '../delivery-estimate';
import { orderProviderFields } from './admin-fields';
import { paymentMethodSchema } from './orders';

// GET /api/v1/admin/dashboard (admin only): the shop owner's figures at a glance. Money is rupees.
//
// A *sale* is an order placed (online: paid; cash on delivery: ordered), not cancelled, and not a test
// order (paid through the sandbox, which moves no money: order-rules isTestOrder). It counts
// on the day it was placed, India time. Its refunds (pending or processed) are taken off that same
// day, so a later refund lowers the day the order was placed (decision 0015).

/** Day boundaries of every figure: the shop is in India (no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
/** How many days the sales chart and the top products look back, today included. */
export const DASHBOARD_DAYS = 30;
/** Low stock when a size's stock is at or below this, unless the owner set `lowStockThreshold`. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const DASHBOARD_LIST_SIZE = 10;
export const TOP_PRODUCTS_SIZE = 5;
/** An order placed this many days after a cart reminder counts as recovered by it (decision 0154). */
export const CART_REMINDER_RECOVERY_DAYS = 3;
/** Returns to origin take weeks to come back: their rate looks further back than sales. */
export const RTO_DAYS = 90;

/** Parcels that ended their journey, and how many of them came back to the shop (RTO). */
const rtoShareSchema = z.object({
  /** Delivered (even if returned later) or returned to origin. */
  ended: z.number().int(),
  returnedToOrigin: z.number().int(),
  /** returnedToOrigin ÷ ended, in per cent to one decimal; null without parcels. */
  rate: z.number().nullable(),
});
export type RtoShare = z.infer<typeof rtoShareSchema>;

export const salesPeriodSchema = z.object({
  /** First and last day of the period (YYYY-MM-DD, India time); the last is today. */
  from: z.string(),
  to: z.string(),
  orders: z.number().int(),
  /** What the orders came to (their totals, after discounts, with shipping). */
  grossSales: z.number(),
  /** Refunds on those orders, pending or processed. */
  refunds: z.number(),
  /** grossSales minus refunds. */
  revenue: z.number(),
  /** grossSales divided by orders (0 without orders): the average basket, unaffected by later refunds. */
  averageOrderValue: z.number(),
});
export type SalesPeriod = z.infer<typeof salesPeriodSchema>;

export const dailySalesSchema = z.object({
  /** YYYY-MM-DD, India time. */
  date: z.string(),
  orders: z.number().int(),
  revenue: z.number(),
});
export type DailySales = z.infer<typeof dailySalesSchema>;

export const topProductSchema = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  units: z.number().int(),
  /** Unit prices times quantities (before order discounts). */
  revenue: z.number(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

export const lowStockVariantSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productName: z.string(),
  size: z.string(),
  sku: z.string(),
  stock: z.number().int(),
});
export type LowStockVariant = z.infer<typeof lowStockVariantSchema>;

export const awaitingShipmentSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  paymentMethod: paymentMethodSchema,
  ...orderProviderFields,
  totalAmount: z.number(),
  /** ISO time the order was placed. */
  placedAt: z.string(),
  /** Whole hours since it was placed. */
  ageHours: z.number().int(),
});
export type AwaitingShipment = z.infer<typeof awaitingShipmentSchema>;

export const adminDashboardSchema = z.object({
  /** ISO time the figures were computed at. */
  generatedAt: z.string(),
  timeZone: z.literal(SHOP_TIME_ZONE),
  periods: z.object({ today: salesPeriodSchema, last7Days: salesPeriodSchema, last30Days: salesPeriodSchema }),
  /** One entry per day of the last 30, oldest first; days without sales are zeros. */
  dailySales: z.array(dailySalesSchema),
  /** Over the last 30 days. */
  topProducts: z.object({ byUnits: z.array(topProductSchema), byRevenue: z.array(topProductSchema) }),
  lowStock: z.object({
    threshold: z.number().int(),
    /** How many sizes of active products are low (the list shows the lowest first). */
    total: z.number().int(),
    variants: z.array(lowStockVariantSchema),
  }),
  /** Orders in `processing`, oldest first. */
  awaitingShipment: z.object({ total: z.number().int(), orders: z.array(awaitingShipmentSchema) }),
  openReturns: z.number().int(),
  /**
   * Cash-on-delivery orders placed in the last 30 days, and how many the shopper (or the owner)
   * confirmed, cancelled before shipping, or refused at the door (returned to origin).
   */
  cashOnDelivery: z.object({
    orders: z.number().int(),
    confirmed: z.number().int(),
    cancelled: z.number().int(),
    returnedToOrigin: z.number().int(),
    awaiting: z.number().int(),
  }),
  /**
   * Cart reminders sent in the last 30 days, and the sales (as above) their shoppers placed within
   * CART_REMINDER_RECOVERY_DAYS after one: how many, and what they came to.
   */
  cartReminders: z.object({
    sent: z.number().int(),
    orders: z.number().int(),
    revenueRecovered: z.number(),
  }),
  /**
   * Return-to-origin rate of orders placed from `from` to `to` (India time, the last RTO_DAYS), by
   * the delivery PIN's zone (the zone rule of delivery-estimate.ts) and by the way of paying.
   */
  returnsToOrigin: z.object({
    from: z.string(),
    to: z.string(),
    byZone: z.array(rtoShareSchema.extend({ zone: z.enum(DELIVERY_ZONES) })),
    byPaymentMethod: z.array(rtoShareSchema.extend({ paymentMethod: paymentMethodSchema })),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminDashboardResponseSchema = z.object({
  success: z.literal(true),
  dashboard: adminDashboardSchema,
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;
