import type { MessageChannel } from '@shop/shared/contracts/messages';
import { and, count, desc, eq, ilike, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  addresses,
  contactMessages,
  emailOutbox,
  newsletterSubscribers,
  orderItems,
  orders,
  users,
} from '../../../db/schema';
import { containsPattern } from '../shared/search-pattern';
import { recordAudit, type AuditEntry } from '../../audit/audit-repository';

export type Paging = { limit: number; offset: number };

/**
 * The digits of a search that looks like a phone number (`98765 43210`, `+91-98765-43210`), without
 * the country code, or null when it does not. Phones are stored as ten digits.
 */
export function phoneDigits(text: string): string | null {
  if (!/^[\d\s+()-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= 4 ? digits : null;
}

// Correlated subqueries name the outer row's table in full: drizzle writes a lone column of a
// single-table select without its table, which inside a subquery would mean the inner table's column.
const USER_ID = sql.raw('"users"."id"');
const ORDER_ID = sql.raw('"orders"."id"');
const USER_PHONE = sql.raw('"users"."phone"');

// Paid orders count at their total less what went back to the customer; a fully refunded order
// has payment status `refunded` and so counts for nothing.
const KEPT_PAYMENT = sql`('paid', 'partially_refunded')`;

const orderCount = sql<number>`(
  select count(*)::int from ${orders} o where o.user_id = ${USER_ID} and o.placed_at is not null
)`;
const spentPaise = sql<number>`(
  select coalesce(sum(o.total_paise - coalesce((
    select sum(r.amount_paise) from refunds r where r.order_id = o.id and r.status = 'processed'
  ), 0)), 0)::int
  from ${orders} o where o.user_id = ${USER_ID} and o.payment_status in ${KEPT_PAYMENT}
)`;
// The phone the account signed in with comes first: it is proven. Shown as ten digits, as addresses keep them.
const latestPhone = sql<string | null>`coalesce(
  right(${USER_PHONE}, 10),
  (select a.phone from ${addresses} a where a.user_id = ${USER_ID}
     order by a.is_default desc, a.created_at desc limit 1),
  (select o.shipping_address->>'phone' from ${orders} o where o.user_id = ${USER_ID}
     order by o.created_at desc limit 1)
)`;

const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
  orderCount,
  spentPaise,
  phone: latestPhone,
};

function customerSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const digits = phoneDigits(q);
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    digits ? like(users.phone, containsPattern(digits)) : undefined,
    digits
      ? sql`exists (select 1 from ${addresses} a where a.user_id = ${USER_ID} and a.phone like ${containsPattern(digits)})`
      : undefined,
    digits
      ? sql`exists (select 1 from ${orders} o where o.user_id = ${USER_ID}
          and o.shipping_address->>'phone' like ${containsPattern(digits)})`
      : undefined,
  );
}

function subscriberFilter(q: string | undefined, status: 'active' | 'unsubscribed' | undefined): SQL | undefined {
  return and(
    q ? ilike(newsletterSubscribers.email, containsPattern(q)) : undefined,
    status === 'active' ? isNull(newsletterSubscribers.unsubscribedAt) : undefined,
    status === 'unsubscribed' ? isNotNull(newsletterSubscribers.unsubscribedAt) : undefined,
  );
}

function messageSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(contactMessages.name, pattern),
    ilike(contactMessages.email, pattern),
    ilike(contactMessages.phone, pattern),
    ilike(contactMessages.subject, pattern),
    ilike(contactMessages.message, pattern),
  );
}

export type EmailFilter = {
  channel?: MessageChannel;
  status?: 'pending' | 'sent' | 'failed';
  template?: string;
  q?: string;
};

function emailFilter({ channel, status, template, q }: EmailFilter): SQL | undefined {
  return and(
    channel ? eq(emailOutbox.channel, channel) : undefined,
    status ? eq(emailOutbox.status, status) : undefined,
    template ? eq(emailOutbox.template, template) : undefined,
    q ? or(ilike(emailOutbox.to, containsPattern(q)), ilike(emailOutbox.subject, containsPattern(q))) : undefined,
  );
}

const emailSummaryColumns = {
  id: emailOutbox.id,
  channel: emailOutbox.channel,
  deliveryStatus: emailOutbox.deliveryStatus,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  template: emailOutbox.template,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  sentAt: emailOutbox.sentAt,
  createdAt: emailOutbox.createdAt,
};

export function adminCustomerRepository(db: Db) {
  return {
    async listCustomers(q: string | undefined, { limit, offset }: Paging) {
      const where = customerSearch(q);
      const [rows, [total]] = await Promise.all([
        db
          .select(customerColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Only the columns the admin may see: the password hash never leaves the database. */
    async findCustomer(userId: string) {
      const [row] = await db
        .select({
          ...customerColumns,
          avatar: users.avatar,
          emailNotifications: users.emailNotifications,
          newsletterUnsubscribedAt: newsletterSubscribers.unsubscribedAt,
          newsletterId: newsletterSubscribers.id,
        })
        .from(users)
        .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.email, users.email))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    customerAddresses(userId: string) {
      return db
        .select({
          id: addresses.id,
          fullName: addresses.fullName,
          address: addresses.address,
          apartment: addresses.apartment,
          city: addresses.city,
          state: addresses.state,
          postalCode: addresses.postalCode,
          phone: addresses.phone,
          isDefault: addresses.isDefault,
        })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    },

    customerOrders(userId: string, limit: number) {
      return db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          placedAt: orders.placedAt,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          paymentProvider: orders.paymentProvider,
          totalPaise: orders.totalPaise,
          itemCount: sql<number>`(
            select coalesce(sum(i.quantity), 0)::int from ${orderItems} i where i.order_id = ${ORDER_ID}
          )`,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    async listSubscribers(q: string | undefined, status: 'active' | 'unsubscribed' | undefined, paging: Paging) {
      const where = subscriberFilter(q, status);
      const [rows, [counts]] = await Promise.all([
        db
          .select()
          .from(newsletterSubscribers)
          .where(where)
          .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
          .limit(paging.limit)
          .offset(paging.offset),
        // The two counts ignore the status filter, so the tabs show both while one is picked.
        db
          .select({
            active: sql<number>`count(*) filter (where ${newsletterSubscribers.unsubscribedAt} is null)::int`,
            unsubscribed: sql<number>`count(*) filter (where ${newsletterSubscribers.unsubscribedAt} is not null)::int`,
          })
          .from(newsletterSubscribers)
          .where(subscriberFilter(q, undefined)),
      ]);
      const active = Number(counts?.active ?? 0);
      const unsubscribed = Number(counts?.unsubscribed ?? 0);
      const total = status === 'active' ? active : status === 'unsubscribed' ? unsubscribed : active + unsubscribed;
      return { rows, total, counts: { active, unsubscribed } };
    },

    allSubscribers(q: string | undefined, status: 'active' | 'unsubscribed' | undefined) {
      return db
        .select()
        .from(newsletterSubscribers)
        .where(subscriberFilter(q, status))
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
    },

    async listMessages(q: string | undefined, { limit, offset }: Paging) {
      const where = messageSearch(q);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(contactMessages).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async listEmails(filter: EmailFilter, { limit, offset }: Paging) {
      const where = emailFilter(filter);
      const [rows, [total], templates] = await Promise.all([
        db
          .select(emailSummaryColumns)
          .from(emailOutbox)
          .where(where)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(emailOutbox).where(where),
        db.selectDistinct({ template: emailOutbox.template }).from(emailOutbox).orderBy(emailOutbox.template),
      ]);
      return { rows, total: Number(total?.n ?? 0), templates: templates.map((row) => row.template) };
    },

    /** An entry in the audit log for something the owner read rather than changed. */
    audit(entry: AuditEntry): Promise<void> {
      return recordAudit(db, entry);
    },

    async findEmail(id: string) {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
      return row;
    },

    /**
     * Puts a failed email back in the queue, inside `work`'s transaction with its row locked, so two
     * clicks cannot both see it failed; `work` records the audit entry in the same transaction.
     */
    retryEmail<T>(
      id: string,
      work: (
        tx: Db,
        row: typeof emailOutbox.$inferSelect | undefined,
        requeue: () => Promise<typeof emailOutbox.$inferSelect>,
      ) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for('update');
        const requeue = async () => {
          const [updated] = await tx
            .update(emailOutbox)
            .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
            .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
            .returning();
          if (!updated) throw new Error('email_outbox retry updated no row');
          return updated;
        };
        return work(tx, row, requeue);
      });
    },
  };
}

export type AdminCustomerRepository = ReturnType<typeof adminCustomerRepository>;
