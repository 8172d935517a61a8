// Promises the policies and the FAQ quote in both languages, kept here so the two cannot drift.

/** Returned items are inspected within this many business days of reaching us. */
export const INSPECTION_BUSINESS_DAYS = 2;
/** How long banks usually take to show a refund. */
export const BANK_REFUND_BUSINESS_DAYS = { min: 5, max: 7 } as const;
/** A damaged or wrong parcel is reported within this many hours of delivery. */
export const DAMAGE_REPORT_HOURS = 48;
/** A store-pickup order is usually ready within this many hours. */
export const STORE_PICKUP_READY_HOURS = 24;
/** Requests to see, correct or delete personal data are answered within this many days. */
export const PRIVACY_REPLY_DAYS = 30;
