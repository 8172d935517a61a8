import pg from 'pg';
import { signUpShopper } from './shopper';

export type CheckoutLoadResult = {
  shoppers: number;
  limitedStock: number;
  /** Shoppers whose cart held the limited size. */
  contenders: number;
  paid: number;
  /** Clean 'This size is out of stock' refusals (only the limited size may run out). */
  outOfStock: number;
  errors: { shopper: number; step: string; status: number; body: string }[];
  /** Whole journey per shopper: checkout, sandbox payment, verification. */
  p50: number;
  p99: number;
  checkoutP50: number;
  checkoutP99: number;
  wallSeconds: number;
  oversold: { variantId: string; initial: number; held: number; final: number }[];
  stockMismatches: { variantId: string; initial: number; held: number; final: number }[];
  paidOrdersInDb: number;
};

const PLENTIFUL_STOCK = 1000;
const PLENTIFUL_VARIANTS = 5;

const customer = {
  contact: 'bench@example.in',
  emailOffers: false,
  fullName: 'Radha Devi',
  address: '12 Seva Kunj, Parikrama Marg',
  apartment: 'Near Banke Bihari Temple',
  city: 'Mathura',
  state: 'Uttar Pradesh',
  postalCode: '281121',
  phone: '9876543210',
  shippingMethod: 'online',
};

type Shopper = { index: number; cookie: string; address: string };
type Answer = { status: number; body: string; json: Record<string, unknown> | null; ms: number };

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

/**
 * Many shoppers paying at the same moment through the real HTTP API (sandbox payments), one
 * size with little stock among them: nobody may get an error other than a clean out-of-stock
 * refusal, and the database must not have sold more than it had.
 */
export async function checkoutUnderLoad(
  baseUrl: string,
  databaseUrl: string,
  { shoppers: count = 50, limitedStock = 10 } = {},
): Promise<CheckoutLoadResult> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const call = async (shopper: Shopper | null, method: string, path: string, body?: unknown): Promise<Answer> => {
      const started = performance.now();
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          origin: baseUrl,
          ...(shopper ? { cookie: shopper.cookie, 'x-forwarded-for': shopper.address } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let json: Record<string, unknown> | null = null;
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // not JSON: kept as text for the error report
      }
      return { status: res.status, body: text.slice(0, 300), json, ms: performance.now() - started };
    };

    // The shelf: one size with little stock, a few with plenty, each of a different product.
    const { rows } = await db.query<{ variant_id: string; product_id: string }>(`
      select distinct on (v.product_id) v.id as variant_id, v.product_id
      from variants v join products p on p.id = v.product_id
      where p.status = 'active'
      order by v.product_id, v.price_paise, v.id
      limit ${PLENTIFUL_VARIANTS + 1}`);
    if (rows.length < PLENTIFUL_VARIANTS + 1) throw new Error('not enough products to check out');
    const [limited, ...plentiful] = rows as [(typeof rows)[number], ...typeof rows];
    await db.query('update variants set stock = $2 where id = $1', [limited.variant_id, limitedStock]);
    await db.query('update variants set stock = $2 where id = any($1)', [
      plentiful.map((r) => r.variant_id),
      PLENTIFUL_STOCK,
    ]);
    const initial = new Map(rows.map((r, i) => [r.variant_id, i === 0 ? limitedStock : PLENTIFUL_STOCK]));

    // Accounts made beforehand, each with its own address (sign-up is limited per address) and a cart.
    const shoppers: Shopper[] = [];
    const runId = Date.now().toString(36);
    await pool(
      Array.from({ length: count }, (_, i) => i),
      8,
      async (index) => {
        const address = `203.0.113.${index + 1}`;
        const { cookie } = await signUpShopper(baseUrl, `bench-${runId}-${index}@example.in`, address);
        const shopper = { index, cookie, address };
        const items = [plentiful[index % plentiful.length]!, ...(index % 2 === 0 ? [limited] : [])];
        for (const item of items) {
          const added = await call(shopper, 'POST', '/api/v1/user/add-to-cart', {
            id: item.product_id,
            variantId: item.variant_id,
            quantity: 1,
          });
          if (added.status !== 200)
            throw new Error(`add-to-cart for shopper ${index} answered ${added.status}: ${added.body}`);
        }
        shoppers.push(shopper);
      },
    );

    // All at once: checkout, the sandbox payment sheet's Pay, then the verification call.
    const journeys: number[] = [];
    const checkouts: number[] = [];
    const errors: CheckoutLoadResult['errors'] = [];
    let paid = 0;
    let outOfStock = 0;
    const started = performance.now();
    await Promise.all(
      shoppers.map(async (shopper) => {
        const begun = performance.now();
        const placed = await call(shopper, 'POST', '/api/v1/payment/checkout', {
          paymentMethod: 'Online',
          shippingAddress: customer,
          couponCode: null,
        });
        checkouts.push(placed.ms);
        if (placed.status === 409 && placed.json?.code === 'SIZE_OUT_OF_STOCK') {
          outOfStock += 1;
          return;
        }
        if (placed.status !== 200) {
          errors.push({ shopper: shopper.index, step: 'checkout', status: placed.status, body: placed.body });
          return;
        }
        const data = placed.json!.data as { razorpayOrder: { id: string } };
        const paidSheet = await call(shopper, 'POST', '/api/v1/payment/sandbox/pay', {
          razorpay_order_id: data.razorpayOrder.id,
          outcome: 'success',
          method: 'upi',
        });
        if (paidSheet.status !== 200) {
          errors.push({ shopper: shopper.index, step: 'sandbox pay', status: paidSheet.status, body: paidSheet.body });
          return;
        }
        const { success: _ok, outcome: _outcome, ...signature } = paidSheet.json!;
        const verified = await call(shopper, 'POST', '/api/v1/payment/payment-verification', signature);
        if (verified.status !== 200) {
          errors.push({ shopper: shopper.index, step: 'verification', status: verified.status, body: verified.body });
          return;
        }
        paid += 1;
        journeys.push(performance.now() - begun);
      }),
    );
    const wallSeconds = (performance.now() - started) / 1000;

    // The database afterwards: what is held by orders that still count, against what was there.
    const held = await db.query<{ variant_id: string; held: string; final: number }>(
      `select v.id as variant_id, v.stock as final,
         coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
                   where oi.variant_id = v.id and o.status <> 'cancelled'), 0) as held
       from variants v where v.id = any($1)`,
      [[...initial.keys()]],
    );
    const ledger = held.rows.map((r) => ({
      variantId: r.variant_id,
      initial: initial.get(r.variant_id)!,
      held: Number(r.held),
      final: r.final,
    }));
    const paidOrders = await db.query<{ n: string }>(
      `select count(*) as n from orders where payment_status = 'paid' and status = 'processing'`,
    );
    return {
      shoppers: shoppers.length,
      limitedStock,
      contenders: shoppers.filter((s) => s.index % 2 === 0).length,
      paid,
      outOfStock,
      errors,
      p50: percentile(journeys, 50),
      p99: percentile(journeys, 99),
      checkoutP50: percentile(checkouts, 50),
      checkoutP99: percentile(checkouts, 99),
      wallSeconds: Number(wallSeconds.toFixed(1)),
      oversold: ledger.filter((l) => l.held > l.initial || l.final < 0),
      stockMismatches: ledger.filter((l) => l.held + l.final !== l.initial),
      paidOrdersInDb: Number(paidOrders.rows[0]?.n ?? 0),
    };
  } finally {
    await db.end();
  }
}
