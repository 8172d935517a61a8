import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type ProfileChanges = {
  name?: string;
  avatar?: string | null;
  emailNotifications?: boolean;
  whatsappUpdates?: boolean;
  priceDropAlerts?: boolean;
  cartReminders?: boolean;
};

/** What the shopper says about themselves: their name, and the email they may still give (`mayAddEmail`). */
export type ShopperDetails = { name: string; email: string | null; emailVerifiedAt: Date | null; phone: string | null };

export function accountRepository(db: Db) {
  return {
    /** Only the row of `userId` can change: the id comes from the session, never from the request. */
    async updateProfile(userId: string, changes: ProfileChanges): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return updated.length === 1;
    },

    /** The shopper's details, their row locked until the caller's transaction ends. */
    async lockDetails(userId: string): Promise<ShopperDetails | undefined> {
      const [row] = await db
        .select({ name: users.name, email: users.email, emailVerifiedAt: users.emailVerifiedAt, phone: users.phone })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },

    /** Whether an account other than `userId` holds `email` (proven or not). */
    async emailHeldByAnother(userId: string, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** A name for an account that has none; a name already there is the shopper's and stays. */
    async fillEmptyName(userId: string, name: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ name, updatedAt: at })
        .where(and(eq(users.id, userId), eq(users.name, '')));
    },

    /** The account's email, unproven until its emailed link is opened. */
    async setUnverifiedEmail(userId: string, email: string, at: Date): Promise<void> {
      await db.update(users).set({ email, emailVerifiedAt: null, updatedAt: at }).where(eq(users.id, userId));
    },
  };
}
