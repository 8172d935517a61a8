import { z } from 'zod';

// Booking parcels with a courier (the owner's, under /api/v1/admin with the admin guard) and asking
// which couriers reach a PIN code. Money is rupees on the wire.

export const SHIPPING_MESSAGES = {
  booked: 'Parcel booked with the courier',
  bookedMany: 'Parcels booked with the courier',
  bookedSome: 'Booked {booked} of {total} parcels; each other order says why',
  chooseOrders: 'Choose at least one order to book',
  tooManyOrders: 'Book at most {n} orders at once',
  pinInvalid: 'Please enter a valid 6-digit PIN code',
  weightInvalid: 'Please enter the weight in grams',
  ruleSaved: 'Courier rule saved',
} as const;

/** Orders booked in one bulk request: each is a courier call or four, and the owner waits for the answer. */
export const BULK_BOOKING_MAX = 25;

/** How a courier is picked when the owner does not pick one: the lowest price, or the fewest days. */
export const COURIER_RULES = ['cheapest', 'fastest'] as const;
export type CourierRule = (typeof COURIER_RULES)[number];

/** The rule until the owner saves one. */
export const DEFAULT_COURIER_RULE: CourierRule = 'cheapest';

/**
 * GET/PUT /api/v1/admin/shipping/settings: the owner's saved rule, the default of every booking
 * that names neither a courier nor a rule; `provider` (read only) says how parcels are booked.
 */
export const shippingSettingsSchema = z.object({
  courierRule: z.enum(COURIER_RULES, { error: 'Choose cheapest or fastest' }),
  provider: z.string(),
});
export const shippingSettingsRequestSchema = shippingSettingsSchema.pick({ courierRule: true });
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

export const courierOptionSchema = z.object({
  courierId: z.string(),
  name: z.string(),
  /** What the courier charges the shop, in rupees. */
  price: z.number(),
  days: z.number().int(),
  codAllowed: z.boolean(),
  /** The courier's own expected delivery date (YYYY-MM-DD), when it gives one. */
  expectedBy: z.string().nullable(),
});

export const serviceabilityQuerySchema = z.object({
  pin: z.string().regex(/^[1-9]\d{5}$/, SHIPPING_MESSAGES.pinInvalid),
  weightGrams: z.coerce.number({ error: SHIPPING_MESSAGES.weightInvalid }).int().min(1).max(100_000),
  cod: z.stringbool().default(false),
});

export const serviceabilityResponseSchema = z.object({
  success: z.literal(true),
  couriers: z.array(courierOptionSchema),
});

/**
 * One order's booking: a courier picked from the serviceability answer, else the rule; with the
 * manual provider the owner types the courier and its AWB, as before there was an aggregator.
 */
export const bookShipmentRequestSchema = z
  .object({
    courierId: z.string().trim().min(1).max(40).optional(),
    /** Left out: the owner's saved rule. */
    rule: z.enum(COURIER_RULES).optional(),
    courier: z.string().trim().max(100).optional(),
    trackingNumber: z.string().trim().max(100).optional(),
  })
  .default({});
export type BookShipmentRequest = z.infer<typeof bookShipmentRequestSchema>;

export const shipmentSchema = z.object({
  orderId: z.string(),
  provider: z.string(),
  courier: z.string(),
  awb: z.string(),
  /** The courier's label (a PDF address), or the shop's own label download. */
  labelUrl: z.string(),
  trackingUrl: z.string().nullable(),
  pickupScheduledFor: z.string().nullable(),
  expectedBy: z.string().nullable(),
});
export type ShipmentDto = z.infer<typeof shipmentSchema>;

/** GET /api/v1/admin/orders/:orderId/shipment: the order's booked parcel, or null before booking. */
export const orderShipmentResponseSchema = z.object({ success: z.literal(true), shipment: shipmentSchema.nullable() });
export type OrderShipmentResponse = z.infer<typeof orderShipmentResponseSchema>;
export type ServiceabilityResponse = z.infer<typeof serviceabilityResponseSchema>;
export type ShipmentResponse = z.infer<typeof shipmentResponseSchema>;

export const shipmentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  shipment: shipmentSchema,
});

export const bulkBookingRequestSchema = z.object({
  orderIds: z
    .array(z.string().max(64))
    .min(1, SHIPPING_MESSAGES.chooseOrders)
    .max(BULK_BOOKING_MAX, SHIPPING_MESSAGES.tooManyOrders.replace('{n}', String(BULK_BOOKING_MAX))),
  /** Left out: the owner's saved rule. */
  rule: z.enum(COURIER_RULES).optional(),
});
export type BulkBookingRequest = z.infer<typeof bulkBookingRequestSchema>;
export type BulkBookingResponse = z.infer<typeof bulkBookingResponseSchema>;

/** Each order's own outcome: one that cannot be booked says why and leaves the others booked. */
export const bulkBookingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  results: z.array(
    z.union([
      z.object({ orderId: z.string(), ok: z.literal(true), shipment: shipmentSchema }),
      z.object({ orderId: z.string(), ok: z.literal(false), code: z.string(), message: z.string() }),
    ]),
  ),
});

export const labelsQuerySchema = z.object({
  /** Order ids, comma-separated. */
  orderIds: z
    .string()
    .min(1, SHIPPING_MESSAGES.chooseOrders)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(64)).min(1, SHIPPING_MESSAGES.chooseOrders).max(BULK_BOOKING_MAX)),
});

/**
 * What the shopper (and anyone passing the tracking check) sees of the parcel: the courier, its
 * AWB and tracking page, its expected date and its scans newest first. Never the label, the
 * courier's activity text (it may name who took the parcel) or anything of the booking.
 */
export const parcelTrackingSchema = z.object({
  courier: z.string(),
  awb: z.string(),
  trackingUrl: z.string().nullable(),
  /** The courier's expected delivery date (YYYY-MM-DD), as it last said. */
  expectedBy: z.string().nullable(),
  scans: z.array(z.object({ at: z.string(), status: z.string(), location: z.string() })),
});
export type ParcelTracking = z.infer<typeof parcelTrackingSchema>;
