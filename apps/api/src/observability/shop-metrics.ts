import { Counter, Histogram, Registry } from 'prom-client';

/**
 * What the shop counts as it works, held once per process (one process is one instance to
 * Prometheus): the services add to these whether or not anything reads them, which costs an
 * addition each. `GET /metrics` (metrics-plugin.ts) shows them with the instance's own figures.
 * Labels take a handful of values each: never a shopper, order or product.
 */
export const shopRegistry = new Registry();

const registers = [shopRegistry];

export const ordersPlaced = new Counter({
  name: 'shop_orders_placed_total',
  help: 'Orders placed, by payment method (cod or online)',
  labelNames: ['payment_method'] as const,
  registers,
});

export const onlinePayments = new Counter({
  name: 'shop_payments_total',
  help: 'Online payments by outcome: captured (money taken) or failed (the shopper’s attempt failed)',
  labelNames: ['outcome'] as const,
  registers,
});

export const cashOnDelivery = new Counter({
  name: 'shop_cod_orders_total',
  help: 'Cash-on-delivery decisions: confirmed, cancelled (not confirmed, by the shopper, the shop or the deadline) or refused at the door',
  labelNames: ['outcome'] as const,
  registers,
});

export const refundsCounted = new Counter({
  name: 'shop_refunds_total',
  help: 'Refunds asked of the payment provider (requested) and reported processed by it (processed)',
  labelNames: ['outcome'] as const,
  registers,
});

export const signInCodesSent = new Counter({
  name: 'shop_sign_in_codes_sent_total',
  help: 'One-time sign-in codes written for sending, by channel',
  labelNames: ['channel'] as const,
  registers,
});

const cacheLookups = new Counter({
  name: 'shop_cache_lookups_total',
  help: 'Lookups in the in-memory caches, by cache and result (hit or miss)',
  labelNames: ['cache', 'result'] as const,
  registers,
});

/** The hit and miss counters of one cache, bound once so that counting is an addition. */
export function cacheCounter(cache: 'page' | 'catalogue_response' | 'hot_products') {
  const hit = cacheLookups.labels(cache, 'hit');
  const miss = cacheLookups.labels(cache, 'miss');
  return { hit: (n = 1) => hit.inc(n), miss: (n = 1) => miss.inc(n) };
}

export const catalogueChangeLag = new Histogram({
  name: 'shop_catalogue_change_lag_seconds',
  help: 'From a catalogue change committed to this instance serving it',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
  registers,
});

export const databaseWait = new Histogram({
  name: 'shop_db_pool_wait_seconds',
  help: 'How long a query waited for a database connection (PostgreSQL pool) or for its turn (embedded PGlite)',
  labelNames: ['pool'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers,
});
