import { and, count, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Locale } from '@shop/shared/locale';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import {
  orders,
  passwordResetTokens,
  pendingSignups,
  refreshTokens,
  sessionEpoch,
  signupNotices,
  users,
  wishlistItems,
} from '../../db/schema';
import { enqueueEmail, type OutgoingEmail } from '../email/email-outbox-repository';
import type { FailureRun } from './login-throttle';

export type UserRow = typeof users.$inferSelect;
type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * Tells every instance that a login ended (session-checks.ts): bumped in the revocation's own
 * transaction, so an instance that sees the new value also sees the revocation.
 */
async function bumpSessionEpoch(db: Db): Promise<void> {
  await db
    .insert(sessionEpoch)
    .values({ id: 1, value: 1 })
    .onConflictDoUpdate({ target: sessionEpoch.id, set: { value: sql`${sessionEpoch.value} + 1` } });
}

function authQueries(db: Db) {
  return {
    /**
     * The account whose address `email` is. An email that an account made with a phone gave but
     * never proved is nobody's yet (decision 0100): it signs nobody in, gets no reset link or
     * sign-up notice, and its owner may still sign up with it.
     */
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), or(isNotNull(users.emailVerifiedAt), isNull(users.phoneVerifiedAt))))
        .limit(1);
      return row;
    },

    /** A sign-up proved `email` is its owner's: an account that gave it unproven lets go of it. */
    async releaseUnprovenEmail(email: string): Promise<void> {
      await db
        .update(users)
        .set({ email: null, updatedAt: new Date() })
        .where(and(eq(users.email, email), isNull(users.emailVerifiedAt), isNotNull(users.phoneVerifiedAt)));
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The language the account last signed in with; unchanged rows are not written. */
    async setLocale(userId: string, locale: Locale): Promise<void> {
      await db
        .update(users)
        .set({ locale })
        .where(and(eq(users.id, userId), ne(users.locale, locale)));
    },

    /** The new user, or undefined when the email is already registered. */
    async createUser(values: {
      email: string;
      name: string;
      passwordHash: string;
      emailVerifiedAt?: Date;
    }): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
      return row;
    },

    /** A new password also ends any run of wrong ones. */
    async updatePassword(userId: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, failedLogins: 0, lastFailedLoginAt: null, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /**
     * Books a login try on the account if its run of wrong passwords is still the one `seen`; false
     * when another try changed it first (read again and retry).
     */
    async bookLoginTry(userId: string, seen: FailureRun, next: FailureRun): Promise<boolean> {
      const booked = await db
        .update(users)
        .set(next)
        .where(
          and(
            eq(users.id, userId),
            eq(users.failedLogins, seen.failedLogins),
            seen.lastFailedLoginAt
              ? eq(users.lastFailedLoginAt, seen.lastFailedLoginAt)
              : isNull(users.lastFailedLoginAt),
          ),
        )
        .returning({ id: users.id });
      return booked.length === 1;
    },

    /** A correct password ends the run of wrong ones. */
    async clearFailedLogins(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ failedLogins: 0, lastFailedLoginAt: null })
        .where(and(eq(users.id, userId), gt(users.failedLogins, 0)));
    },

    /** Orders placed (an online order still awaiting payment is not yet placed) and wishlist size. */
    async countsFor(userId: string): Promise<{ orderCount: number; wishlistCount: number }> {
      const [orderRow] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.userId, userId), ne(orders.status, 'pending')));
      const [wishRow] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
      return { orderCount: Number(orderRow?.n ?? 0), wishlistCount: Number(wishRow?.n ?? 0) };
    },

    /** The user behind an access token, provided its login has not been revoked or expired. */
    async findSessionUser(userId: string, familyId: string, now: Date) {
      const [row] = await db
        .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${familyId}
              and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null
              and ${refreshTokens.expiresAt} > ${now})`,
          ),
        )
        .limit(1);
      return row;
    },

    async insertRefreshToken(values: {
      userId: string;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
      userAgent: string | null;
    }): Promise<void> {
      await db.insert(refreshTokens).values(values);
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      return row;
    },

    /** Marks a token used if nobody did yet; false means it was already spent (a replay or a race). */
    async claimRefreshToken(id: string, now: Date): Promise<boolean> {
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return claimed.length === 1;
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await transactional(
        db,
        (tx) => tx,
      )(async (tx) => {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
        await bumpSessionEpoch(tx);
      });
    },

    /** Ends every login of the user, except `keepFamilyId` when given (the device making the change). */
    async revokeUserSessions(userId: string, now: Date, keepFamilyId?: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
          ),
        );
      await bumpSessionEpoch(db);
    },

    /** The revocation epoch (0 before the first revocation). */
    async sessionEpoch(): Promise<number> {
      const [row] = await db.select({ value: sessionEpoch.value }).from(sessionEpoch).where(eq(sessionEpoch.id, 1));
      return row?.value ?? 0;
    },

    /**
     * Holds the user's row until the transaction ends, so two reset requests at once cannot both
     * find no recent link and both send one.
     */
    async lockUser(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async resetLinkIssuedSince(userId: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)))
        .limit(1);
      return row !== undefined;
    },

    async insertResetToken(values: {
      userId: string;
      tokenHash: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
    },

    async isLiveResetToken(tokenHash: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Spends a live reset token once; the user's id, or undefined when it is unknown, used or expired. */
    async claimResetToken(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    /** Older links stop working once one is used or a new password is set. */
    async spendResetTokens(userId: string, now: Date): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    /**
     * Records a sign-up and its link, replacing the address's pending one: the older link stops
     * working, so a link only ever sets the password asked for with it.
     */
    async replacePendingSignup(values: {
      email: string;
      passwordHash: string;
      tokenHash: string;
      expiresAt: Date;
      mailedAt: Date;
    }): Promise<void> {
      const { email: _email, ...replaced } = values;
      await db
        .insert(pendingSignups)
        .values(values)
        .onConflictDoUpdate({ target: pendingSignups.email, set: replaced });
    },

    /** A live pending sign-up by its link's token, left in place. */
    async findPendingSignup(tokenHash: string, now: Date): Promise<{ passwordHash: string } | undefined> {
      const [row] = await db
        .select({ passwordHash: pendingSignups.passwordHash })
        .from(pendingSignups)
        .where(and(eq(pendingSignups.tokenHash, tokenHash), gt(pendingSignups.expiresAt, now)))
        .limit(1);
      return row;
    },

    /** Takes a live pending sign-up by its link's token, once: the row is gone after. */
    async claimPendingSignup(
      tokenHash: string,
      now: Date,
    ): Promise<{ email: string; passwordHash: string } | undefined> {
      const [row] = await db
        .delete(pendingSignups)
        .where(and(eq(pendingSignups.tokenHash, tokenHash), gt(pendingSignups.expiresAt, now)))
        .returning({ email: pendingSignups.email, passwordHash: pendingSignups.passwordHash });
      return row;
    },

    /** Sign-ups never finished keep no password hash past their link's life. */
    async deleteExpiredSignups(now: Date): Promise<void> {
      await db.delete(pendingSignups).where(lte(pendingSignups.expiresAt, now));
    },

    /** Books a notice to the account's owner unless one was sent after `sentBefore`; false when one was. */
    async bookSignupNotice(userId: string, now: Date, sentBefore: Date): Promise<boolean> {
      const rows = await db
        .insert(signupNotices)
        .values({ userId, sentAt: now })
        .onConflictDoUpdate({
          target: signupNotices.userId,
          set: { sentAt: now },
          setWhere: lte(signupNotices.sentAt, sentBefore),
        })
        .returning({ userId: signupNotices.userId });
      return rows.length === 1;
    },

    enqueueEmail(email: OutgoingEmail) {
      return enqueueEmail(db, email);
    },
  };
}

export type AuthQueries = ReturnType<typeof authQueries>;

export function authRepository(db: Db) {
  return {
    ...authQueries(db),
    transaction: transactional(db, authQueries),
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
