import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema';
import { enqueueEmail, type OutgoingEmail } from '../email/email-outbox-repository';

/** An account's email and phone, and whether the shopper has proved each is theirs. */
export type AccountEmail = {
  email: string | null;
  verifiedAt: Date | null;
  phone: string | null;
  phoneVerifiedAt: Date | null;
};

const accountColumns = {
  email: users.email,
  verifiedAt: users.emailVerifiedAt,
  phone: users.phone,
  phoneVerifiedAt: users.phoneVerifiedAt,
};

/**
 * The links that prove an email belongs to its account (kept as keyed hashes, like reset links),
 * and the account's verified state. Checkout reads the state inside its own transaction.
 */
export function emailVerificationQueries(db: Db) {
  return {
    async accountEmail(userId: string): Promise<AccountEmail | undefined> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /**
     * The same, with the account's row locked until the caller's transaction ends: one shopper's
     * checkouts take turns, so limits counted inside them cannot be raced past.
     */
    async lockAccountEmail(userId: string): Promise<AccountEmail | undefined> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId)).for('update');
      return row;
    },

    async insertToken(values: {
      userId: string;
      email: string;
      orderId: string | null;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(emailVerificationTokens).values(values);
    },

    /** Spends a live link once: whose account and address it was for, or undefined (unknown, used or expired). */
    async claimToken(tokenHash: string, now: Date) {
      const [row] = await db
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerificationTokens.tokenHash, tokenHash),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, now),
          ),
        )
        .returning({
          userId: emailVerificationTokens.userId,
          email: emailVerificationTokens.email,
          orderId: emailVerificationTokens.orderId,
        });
      return row;
    },

    /** Marks the account verified only while its email is still the one the link was sent to. */
    async markVerified(userId: string, email: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ emailVerifiedAt: at, updatedAt: at })
        .where(and(eq(users.id, userId), eq(users.email, email)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Once the address is proved, the account's other links have nothing left to do. */
    async spendTokens(userId: string, at: Date): Promise<void> {
      await db
        .update(emailVerificationTokens)
        .set({ usedAt: at })
        .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
    },

    enqueueEmail(email: OutgoingEmail) {
      return enqueueEmail(db, email);
    },
  };
}
