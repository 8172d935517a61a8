import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import { otpCodes, users } from '../../db/schema';
import { enqueueText, type OutgoingText } from '../email/email-outbox-repository';

type OtpRow = typeof otpCodes.$inferSelect;

/** Sign-in codes, one row per phone, and the accounts a proven phone reaches. */
function otpQueries(db: Db) {
  return {
    /** The phone's live code under its row lock: two requests or two tries for one phone take turns. */
    async lockCode(phone: string): Promise<OtpRow | undefined> {
      const [row] = await db.select().from(otpCodes).where(eq(otpCodes.phone, phone)).for('update');
      return row;
    },

    /** A new code replaces any earlier one of the phone. */
    async replaceCode(phone: string, values: Omit<OtpRow, 'phone'>): Promise<void> {
      await db
        .insert(otpCodes)
        .values({ phone, ...values })
        .onConflictDoUpdate({ target: otpCodes.phone, set: values });
    },

    async setWrongTries(phone: string, wrongTries: number): Promise<void> {
      await db.update(otpCodes).set({ wrongTries }).where(eq(otpCodes.phone, phone));
    },

    async deleteCode(phone: string): Promise<void> {
      await db.delete(otpCodes).where(eq(otpCodes.phone, phone));
    },

    async accountOfPhone(phone: string): Promise<string | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      return row?.id;
    },

    /**
     * A new account for a proven phone, with no password: it signs in by its phone until it adds an
     * email and sets one. Answers nothing when a racing insert of the same phone came first.
     */
    async createPhoneAccount(phone: string, at: Date): Promise<string | undefined> {
      const [created] = await db
        .insert(users)
        .values({ phone, phoneVerifiedAt: at, passwordHash: '' })
        .onConflictDoNothing({ target: users.phone })
        .returning({ id: users.id });
      return created?.id;
    },

    async phoneHeldByAnother(phone: string, userId: string): Promise<boolean> {
      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, phone), ne(users.id, userId)));
      return other !== undefined;
    },

    async setPhone(userId: string, phone: string, at: Date): Promise<void> {
      await db.update(users).set({ phone, phoneVerifiedAt: at }).where(eq(users.id, userId));
    },

    enqueueText(message: OutgoingText) {
      return enqueueText(db, message);
    },
  };
}

export type OtpQueries = ReturnType<typeof otpQueries>;

export function otpRepository(db: Db) {
  return { transaction: transactional(db, otpQueries) };
}
