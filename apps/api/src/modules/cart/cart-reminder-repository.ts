import { sql, type SQL } from 'drizzle-orm';
import type { MessageChannel } from '@shop/shared/contracts/messages';
import type { Locale } from '@shop/shared/locale';
import type { Db } from '../../db/client';
import { cartReminders } from '../../db/schema';

/** A cart whose shopper is due a reminder: its round (1 or 2) and the account's ways to reach them. */
export type DueReminder = {
  userId: string;
  /** The cart's last change, to the millisecond: the spell of idleness the reminder is about. */
  touchedAt: Date;
  round: 1 | 2;
  phone: string | null;
  phoneVerifiedAt: Date | null;
  whatsappUpdates: boolean;
  email: string | null;
  emailVerifiedAt: Date | null;
  locale: Locale;
};

type Row = Record<string, unknown>;
const at = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(Number(ms)));
const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** Accounts' carts left untouched, and the reminders sent about them (decision 0154). */
export function cartReminderRepository(db: Db) {
  async function rows(query: SQL): Promise<Row[]> {
    // Both drivers answer raw SQL with `{ rows }`; Db's type cannot say so.
    return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  }

  return {
    /** The shopper's switch turned off (the profile's, or a reminder's stop link). */
    async turnOff(userId: string): Promise<void> {
      await db.execute(sql`update users set cart_reminders = false where id = ${userId}`);
    },

    /**
     * Accounts' carts holding an active product, untouched since `idleBefore`, whose shopper kept
     * reminders on, can be reached (a proven phone or a verified email) and placed no order since
     * the cart's last change: due a first reminder, or a second once the first is `secondAfter` old.
     * A guest's cart has no shopper to reach and is never among them.
     */
    async due({ idleBefore, secondBefore, limit }: { idleBefore: Date; secondBefore: Date; limit: number }) {
      const found = await rows(sql`
        with idle as (
          select c.user_id, date_trunc('milliseconds', greatest(c.updated_at, max(i.created_at))) as touched_at
          from carts c
          join cart_items i on i.cart_id = c.id
          join products p on p.id = i.product_id and p.status = 'active'
          where c.user_id is not null
          group by c.id
        )
        select idle.user_id, ${epochMs(sql`idle.touched_at`)} as touched_ms,
          coalesce(max(r.round), 0) as rounds,
          u.phone, ${epochMs(sql`u.phone_verified_at`)} as phone_verified_ms, u.whatsapp_updates,
          u.email, ${epochMs(sql`u.email_verified_at`)} as email_verified_ms, u.locale
        from idle
        join users u on u.id = idle.user_id
        left join cart_reminders r on r.user_id = idle.user_id and r.touched_at = idle.touched_at
        where idle.touched_at <= ${idleBefore.toISOString()}::timestamptz
          and u.cart_reminders
          and ((u.phone is not null and u.phone_verified_at is not null)
            or (u.email is not null and u.email_verified_at is not null))
          and not exists (
            select 1 from orders o
            where o.user_id = idle.user_id
              and greatest(o.created_at, coalesce(o.placed_at, o.created_at)) >= idle.touched_at)
        group by idle.user_id, idle.touched_at, u.id
        having coalesce(max(r.round), 0) = 0
          or (max(r.round) = 1 and max(r.sent_at) <= ${secondBefore.toISOString()}::timestamptz)
        limit ${limit}`);
      return found.map((row): DueReminder => ({
        userId: String(row.user_id),
        touchedAt: at(row.touched_ms)!,
        round: Number(row.rounds) === 0 ? 1 : 2,
        phone: (row.phone as string | null) ?? null,
        phoneVerifiedAt: at(row.phone_verified_ms),
        whatsappUpdates: Boolean(row.whatsapp_updates),
        email: (row.email as string | null) ?? null,
        emailVerifiedAt: at(row.email_verified_ms),
        locale: row.locale === 'hi' ? 'hi' : 'en',
      }));
    },

    /** Takes the reminder for this sweep alone: false when another instance already sent it. */
    async claim(reminder: DueReminder, channel: MessageChannel, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(cartReminders)
        .values({
          userId: reminder.userId,
          touchedAt: reminder.touchedAt,
          round: reminder.round,
          channel,
          sentAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: cartReminders.id });
      return inserted.length === 1;
    },
  };
}
