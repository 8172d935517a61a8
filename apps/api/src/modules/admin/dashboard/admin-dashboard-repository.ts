import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/shared/contracts/admin-dashboard';
import type { PaymentMethod, PaymentProvider } from '@shop/shared/constants';
import type { Db } from '../../../db/client';

export type DailySalesRow = { date: string; orders: number; grossPaise: number; refundsPaise: number };
export type TopProductRow = {
  productId: string | null;
  name: string;
  slug: string;
  units: number;
  revenuePaise: number;
};
export type LowStockRow = {
  variantId: string;
  productId: string;
  productName: string;
  size: string;
  sku: string;
  stock: number;
};
export type AwaitingShipmentRow = {
  id: string;
  customerName: string;
  paymentMethod: PaymentMethod;
  paymentProvider: PaymentProvider;
  totalPaise: number;
  placedAt: Date;
};

/** Both drivers may answer sums and counts as strings or bigints; these are whole numbers. */
function whole(value: unknown): number {
  if (value === null || value === undefined) return 0;
  return Number(value);
}

/**
 * The orders that count as sales: placed (an online order is placed when paid, cash on delivery when
 * ordered), not cancelled and not test orders (the sandbox moves no money: isTestOrder), placed within
 * [from, until). `placed_at` is set exactly then, so a pending online order (no placed_at) never counts.
 */
function sales(from: SQL, until: SQL): SQL {
  return sql`
    select o.id, o.total_paise, o.placed_at
    from orders o
    where o.placed_at >= ${from} and o.placed_at < ${until}
      and o.status <> 'cancelled'
      and o.payment_provider <> 'sandbox'
      and (o.payment_method = 'cod' or o.payment_status in ('paid', 'partially_refunded', 'refunded'))`;
}

/** The start of day `day` (a date expression) in the shop's time zone, as a timestamptz. */
function startOfShopDay(day: SQL): SQL {
  return sql`((${day})::timestamp at time zone ${SHOP_TIME_ZONE})`;
}

export function adminDashboardRepository(db: Db) {
  async function rows<T>(query: SQL): Promise<T[]> {
    // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`; Db's type cannot say so.
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  /** `today` in the shop's time zone at `now`, minus `back` days. */
  const shopDay = (now: Date, back: number) =>
    sql`((${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date - ${back}::int)`;

  return {
    /**
     * One row per day of the `days` ending with today (shop time), zeros for days without sales:
     * the orders placed that day, what they came to and what has been refunded on them.
     */
    async dailySales(now: Date, days: number): Promise<DailySalesRow[]> {
      const first = shopDay(now, days - 1);
      const today = shopDay(now, 0);
      const found = await rows<{ date: string; orders: unknown; gross: unknown; refunds: unknown }>(sql`
        with sale as (${sales(startOfShopDay(first), sql`${now.toISOString()}::timestamptz`)}),
        refunded as (
          select r.order_id, sum(r.amount_paise) as amount
          from refunds r join sale s on s.id = r.order_id
          where r.status in ('pending', 'processed')
          group by r.order_id
        ),
        per_day as (
          select (s.placed_at at time zone ${SHOP_TIME_ZONE})::date as day,
            count(*) as orders,
            sum(s.total_paise) as gross,
            coalesce(sum(rf.amount), 0) as refunds
          from sale s left join refunded rf on rf.order_id = s.id
          group by 1
        )
        select to_char(d.day, 'YYYY-MM-DD') as date,
          coalesce(p.orders, 0) as orders, coalesce(p.gross, 0) as gross, coalesce(p.refunds, 0) as refunds
        from generate_series(${first}, ${today}, interval '1 day') as d(day)
        left join per_day p on p.day = d.day::date
        order by d.day`);
      return found.map((row) => ({
        date: row.date,
        orders: whole(row.orders),
        grossPaise: whole(row.gross),
        refundsPaise: whole(row.refunds),
      }));
    },

    /** Products of the sales of the last `days` (shop time), by units or by line revenue. */
    async topProducts(now: Date, days: number, by: 'units' | 'revenue', limit: number): Promise<TopProductRow[]> {
      const order = by === 'units' ? sql`units desc, revenue desc` : sql`revenue desc, units desc`;
      const found = await rows<{
        product_id: string | null;
        name: string;
        slug: string;
        units: unknown;
        revenue: unknown;
      }>(sql`
        with sale as (${sales(startOfShopDay(shopDay(now, days - 1)), sql`${now.toISOString()}::timestamptz`)})
        select i.product_id, min(i.name) as name, min(i.slug) as slug,
          sum(i.quantity) as units, sum(i.quantity * i.unit_price_paise) as revenue
        from order_items i join sale s on s.id = i.order_id
        group by i.product_id, case when i.product_id is null then i.slug end
        order by ${order}, name
        limit ${limit}`);
      return found.map((row) => ({
        productId: row.product_id,
        name: row.name,
        slug: row.slug,
        units: whole(row.units),
        revenuePaise: whole(row.revenue),
      }));
    },

    /** The owner's `lowStockThreshold` setting, when it is a whole number of at least 0. */
    async lowStockThreshold(): Promise<number | null> {
      const [row] = await rows<{ value: unknown }>(
        sql`select value from shop_settings where key = 'lowStockThreshold'`,
      );
      const value = typeof row?.value === 'string' ? Number(row.value) : row?.value;
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
    },

    /** Sizes of active products with stock at or below the threshold, lowest first, and how many there are. */
    async lowStock(threshold: number, limit: number): Promise<{ total: number; variants: LowStockRow[] }> {
      const found = await rows<{
        variant_id: string;
        product_id: string;
        product_name: string;
        size: string;
        sku: string;
        stock: number;
        total: unknown;
      }>(sql`
        select v.id as variant_id, p.id as product_id, p.name as product_name, v.size, v.sku, v.stock,
          count(*) over () as total
        from variants v join products p on p.id = v.product_id
        where p.status = 'active' and v.stock <= ${threshold}
        order by v.stock, p.name, v.position
        limit ${limit}`);
      return {
        total: whole(found[0]?.total),
        variants: found.map((row) => ({
          variantId: row.variant_id,
          productId: row.product_id,
          productName: row.product_name,
          size: row.size,
          sku: row.sku,
          stock: whole(row.stock),
        })),
      };
    },

    /** Orders waiting to ship (processing), oldest first, and how many there are. */
    async awaitingShipment(limit: number): Promise<{ total: number; orders: AwaitingShipmentRow[] }> {
      const found = await rows<{
        id: string;
        customer_name: string;
        payment_method: PaymentMethod;
        payment_provider: PaymentProvider;
        total_paise: unknown;
        placed_at: Date | string;
        total: unknown;
      }>(sql`
        select o.id, o.shipping_address->>'fullName' as customer_name, o.payment_method, o.payment_provider,
          o.total_paise,
          coalesce(o.placed_at, o.created_at) as placed_at, count(*) over () as total
        from orders o
        where o.status = 'processing'
        order by coalesce(o.placed_at, o.created_at), o.id
        limit ${limit}`);
      return {
        total: whole(found[0]?.total),
        orders: found.map((row) => ({
          id: row.id,
          customerName: row.customer_name ?? '',
          paymentMethod: row.payment_method,
          paymentProvider: row.payment_provider,
          totalPaise: whole(row.total_paise),
          placedAt: new Date(row.placed_at),
        })),
      };
    },

    /** Cash-on-delivery orders placed in the last `days`, by their confirmation and by refusal at the door. */
    async cashOnDelivery(now: Date, days: number) {
      const since = new Date(now.getTime() - days * 86_400_000);
      const [row] = await rows<Record<string, unknown>>(
        sql`select count(*) as orders,
              count(*) filter (where cod_confirmation = 'confirmed') as confirmed,
              count(*) filter (where cod_confirmation = 'cancelled') as cancelled,
              count(*) filter (where cod_confirmation = 'awaiting') as awaiting,
              count(*) filter (where status = 'returned_to_origin') as returned_to_origin
            from orders
            where payment_method = 'cod' and placed_at >= ${since.toISOString()}`,
      );
      return {
        orders: whole(row?.orders),
        confirmed: whole(row?.confirmed),
        cancelled: whole(row?.cancelled),
        awaiting: whole(row?.awaiting),
        returnedToOrigin: whole(row?.returned_to_origin),
      };
    },

    /**
     * Cart reminders sent in the last `days`, and the sales placed by their shoppers within
     * `recoveryDays` after one of them (each order once, however many reminders preceded it).
     */
    async cartReminders(now: Date, days: number, recoveryDays: number) {
      const since = new Date(now.getTime() - days * 86_400_000);
      const until = sql`${now.toISOString()}::timestamptz`;
      const [row] = await rows<Record<string, unknown>>(
        sql`with sale as (${sales(sql`${since.toISOString()}::timestamptz`, until)}),
            reminded as (select user_id, sent_at from cart_reminders where sent_at >= ${since.toISOString()} and sent_at < ${until})
            select (select count(*) from reminded) as sent,
              count(s.id) as orders,
              coalesce(sum(s.total_paise), 0) as recovered_paise
            from sale s join orders o on o.id = s.id
            where exists (select 1 from reminded r where r.user_id = o.user_id
              and r.sent_at <= s.placed_at and s.placed_at < r.sent_at + make_interval(days => ${recoveryDays}))`,
      );
      return { sent: whole(row?.sent), orders: whole(row?.orders), recoveredPaise: whole(row?.recovered_paise) };
    },

    /**
     * Orders placed since `since` whose parcel ended its journey (delivered, or returned to
     * origin), counted by the delivery address's state and district and the way of paying.
     */
    async parcelOutcomes(since: Date) {
      const found = await rows<Record<string, unknown>>(
        sql`select o.shipping_address->>'state' as state, o.shipping_address->>'city' as city, o.payment_method,
              count(*) as ended,
              count(*) filter (where o.status = 'returned_to_origin') as returned_to_origin
            from orders o
            where o.placed_at >= ${since.toISOString()}
              and (o.delivered_at is not null or o.status = 'returned_to_origin')
            group by 1, 2, 3`,
      );
      return found.map((row) => ({
        state: String(row.state ?? ''),
        city: String(row.city ?? ''),
        paymentMethod: row.payment_method as PaymentMethod,
        ended: whole(row.ended),
        returnedToOrigin: whole(row.returned_to_origin),
      }));
    },

    async openReturns(): Promise<number> {
      const [row] = await rows<{ n: unknown }>(
        sql`select count(*) as n from return_requests where status = 'requested'`,
      );
      return whole(row?.n);
    },
  };
}

export type AdminDashboardRepository = ReturnType<typeof adminDashboardRepository>;
