/** Every orders query lives under one root, so a change to an order can refresh them all. */
export const ORDERS_QUERY_KEY = ['orders'] as const;
export const ORDER_LISTS_QUERY_KEY = [...ORDERS_QUERY_KEY, 'list'] as const;

/**
 * Orders change behind the shopper's back (the shop ships them, refunds settle): shorter-lived
 * than the app's 5-minute default, so a status seen here is never long out of date.
 */
export const ORDER_STALE_TIME_MS = 30_000;
