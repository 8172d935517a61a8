import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { normaliseEmail } from '@shop/shared/account-rules';
import type { UserData } from '@shop/shared/contracts/auth';
import { ERRORS } from '@shop/shared/errors';
import type { Locale } from '@shop/shared/locale';
import { AppError } from '../../app-error';
import { shopLink } from '../../lib/shop-link';
import type { FailureCounter, FailureRuns } from '../../plugins/rate-limit';
import { passwordResetEmail, signupAttemptEmail, signupLinkEmail } from './auth-emails';
import { resetLink, signupLink } from './reset-link';
import type { AuthQueries, AuthRepository, UserRow } from './auth-repository';
import { nextTry, type FailureRun, type LoginThrottlePolicy } from './login-throttle';
import { checkAgainstDecoy, hashPassword, verifyPassword } from './password';
import { sessionChecks } from './session-checks';
import { REFRESH_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS, SIGNUP_TOKEN_TTL_MS, type SessionTokens } from './session-tokens';

/**
 * A refresh token presented again this soon after its first use is the same browser (two tabs, or
 * an answer lost on a flaky network), not a thief: it gets a fresh pair of the same login.
 */
export const REFRESH_GRACE_MS = 10_000;
/** At most one reset email per account in this time, whoever asks: nobody can fill an inbox. */
export const RESET_EMAIL_GAP_MS = 2 * 60_000;
/** Likewise at most one "someone tried to sign up with your email" per account. */
export const SIGNUP_NOTICE_GAP_MS = 2 * 60_000;

/** The account's next turn for a password try is too far off: come back in `seconds`. */
export class LoginTurnLater extends Error {
  constructor(readonly seconds: number) {
    super(`login turn in ${seconds}s`);
    this.name = 'LoginTurnLater';
  }
}

/** Who is making a request, as the rest of the API sees it (`request.user`). */
export type AuthUser = { id: string; email: string | null; isAdmin: boolean };

/** A login's cookies-to-be: the access token, the refresh token and the family they belong to. */
export type IssuedSession = { accessToken: string; refreshToken: string; familyId: string };

type AuthServiceDeps = {
  repository: AuthRepository;
  tokens: SessionTokens;
  /** The shop's public address, for links in emails; never taken from a request's Host header. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /**
   * A demo shop (simulated payments, no SMTP) sends no email, so sign-up answers the path of the
   * link it would have mailed: the only way a visitor can finish signing up (decision 0041).
   */
  demoLinks?: boolean;
  loginThrottle: LoginThrottlePolicy;
  now?: () => Date;
  /** Holds a login try until its turn; tests move their clock instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Where a run of wrong passwords is kept: read it, and book the next try only if it is unchanged. */
type RunBook = {
  read(): Promise<FailureRun | undefined>;
  book(seen: FailureRun, next: { failedLogins: number; lastFailedLoginAt: Date }): Promise<boolean>;
};

/**
 * An email without an account keeps its run in the shared failure counters, not in the users
 * table, under a digest of the address: no stranger's email is stored, and every key is as short.
 */
function unknownEmailBook(runs: FailureRuns, email: string): { read(): Promise<FailureRun>; book: RunBook['book'] } {
  const key = createHash('sha256').update(email).digest('base64url');
  return {
    async read() {
      const run = await runs.read(key);
      return run
        ? { failedLogins: run.failures, lastFailedLoginAt: new Date(run.lastAt) }
        : { failedLogins: 0, lastFailedLoginAt: null };
    },
    book(seen, next) {
      const stored = seen.lastFailedLoginAt
        ? { failures: seen.failedLogins, lastAt: seen.lastFailedLoginAt.getTime() }
        : null;
      return runs.swap(key, stored, { failures: next.failedLogins, lastAt: next.lastFailedLoginAt.getTime() });
    },
  };
}

/** The account as every answer sends it (login, verify, profile, the page summary). */
export function toUserData(
  user: Pick<
    UserRow,
    | 'id'
    | 'name'
    | 'email'
    | 'phone'
    | 'avatar'
    | 'isAdmin'
    | 'emailVerifiedAt'
    | 'emailNotifications'
    | 'whatsappUpdates'
    | 'priceDropAlerts'
    | 'cartReminders'
  >,
  counts: { orderCount: number; wishlistCount: number },
): UserData {
  return {
    id: user.id,
    name: user.name,
    email: user.email ?? '',
    phone: user.phone,
    avatar: user.avatar,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerifiedAt !== null,
    notifications: user.emailNotifications,
    whatsappUpdates: user.whatsappUpdates,
    priceDropAlerts: user.priceDropAlerts,
    cartReminders: user.cartReminders,
    orderCount: counts.orderCount,
    wishlistCount: counts.wishlistCount,
  };
}

export function authService({
  repository,
  tokens,
  publicUrl,
  log,
  demoLinks = false,
  loginThrottle,
  now = () => new Date(),
  sleep = realSleep,
}: AuthServiceDeps) {
  const checks = sessionChecks(() => now().getTime());

  async function issueSession(
    repo: AuthQueries,
    userId: string,
    userAgent: string | null,
    familyId: string = randomUUID(),
  ): Promise<IssuedSession> {
    const refreshToken = tokens.randomToken();
    const at = now();
    await repo.insertRefreshToken({
      userId,
      familyId,
      tokenHash: tokens.hash(refreshToken),
      expiresAt: new Date(at.getTime() + REFRESH_TOKEN_TTL_MS),
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return { accessToken: tokens.signAccess({ userId, familyId }, at), refreshToken, familyId };
  }

  /**
   * Waits for the email's turn to have a password judged (login-throttle.ts), whether it has an
   * account or not. The try is booked as wrong first, with a compare-and-set on the run, so tries
   * sent at once queue up.
   */
  async function waitForTurn(runs: RunBook, run: FailureRun): Promise<void> {
    let seen = run;
    for (let round = 0; round < 5; round += 1) {
      const next = nextTry(seen, now(), loginThrottle);
      if ('retryAfterMs' in next) throw new LoginTurnLater(Math.ceil(next.retryAfterMs / 1000));
      if (await runs.book(seen, next.run)) {
        if (next.waitMs > 0) await sleep(next.waitMs);
        return;
      }
      const fresh = await runs.read();
      if (!fresh) throw new AppError('INVALID_CREDENTIALS');
      seen = fresh;
    }
    throw new LoginTurnLater(1);
  }

  /** A fresh pair for a token spent moments ago (REFRESH_GRACE_MS), or null when the grace is over. */
  async function graceRefresh(
    row: { userId: string; familyId: string; usedAt: Date | null },
    userAgent: string | null,
    at: Date,
  ): Promise<IssuedSession | null> {
    if (!row.usedAt || at.getTime() - row.usedAt.getTime() > REFRESH_GRACE_MS) return null;
    return issueSession(repository, row.userId, userAgent, row.familyId);
  }

  async function userData(userId: string): Promise<UserData> {
    const user = await repository.findUserById(userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return toUserData(user, await repository.countsFor(userId));
  }

  return {
    tokens,
    userData,

    /** A login for an account that has just proved its phone with a one-time code (otp-service.ts). */
    async startSession(userId: string, userAgent: string | null) {
      const session = await issueSession(repository, userId, userAgent);
      return { session, userData: await userData(userId) };
    },

    /**
     * Answers nothing about the address: its owner learns by email. A new address gets a link that
     * creates the account (`confirmSignup`); nothing usable exists before, and asking again replaces
     * the link and its password. An address with an account is left as it is and its owner told, at
     * most once per SIGNUP_NOTICE_GAP_MS. Both hash the password, so the time taken tells nothing.
     * The link speaks `locale`, the page's; the owner's notice, the account's own language.
     */
    async signup(
      input: { email: string; password: string },
      locale: Locale,
    ): Promise<{ demoLink?: string; browserProof: string }> {
      const email = normaliseEmail(input.email);
      const passwordHash = await hashPassword(input.password);
      const at = now();
      const user = await repository.findUserByEmail(email);
      if (user) {
        await repository.transaction(async (repo) => {
          if (!(await repo.bookSignupNotice(user.id, at, new Date(at.getTime() - SIGNUP_NOTICE_GAP_MS)))) return;
          await repo.enqueueEmail({
            to: email,
            // To the address's owner, who may not be the one asking: in the account's language.
            ...signupAttemptEmail(
              {
                loginLink: shopLink(publicUrl, '/login', user.locale),
                resetLink: shopLink(publicUrl, '/forgot-password', user.locale),
              },
              user.locale,
            ),
          });
        });
        // A proof of a link never made, so the answer's cookie looks like a new address's.
        const browserProof = tokens.signupBrowser(tokens.randomToken());
        return demoLinks ? { demoLink: '/login', browserProof } : { browserProof };
      }
      const token = tokens.randomToken();
      await repository.transaction(async (repo) => {
        await repo.deleteExpiredSignups(at);
        await repo.replacePendingSignup({
          email,
          passwordHash,
          tokenHash: tokens.hash(token),
          expiresAt: new Date(at.getTime() + SIGNUP_TOKEN_TTL_MS),
          mailedAt: at,
        });
        await repo.enqueueEmail({
          to: email,
          ...signupLinkEmail(
            { link: signupLink(publicUrl, token, locale), hours: SIGNUP_TOKEN_TTL_MS / 3_600_000 },
            locale,
          ),
        });
      });
      const browserProof = tokens.signupBrowser(token);
      return demoLinks ? { demoLink: signupLink('', token, locale), browserProof } : { browserProof };
    },

    /**
     * Opens a sign-up link: the account is created (its email proved by the link) and signed in.
     * Only with the password asked for with the link: the browser that asked for it (`sameBrowser`,
     * its sign-up cookie) has it already; any other must give it, or a stranger who signed up with
     * someone's email could have its owner open the link and make the account with the stranger's
     * password. Wrong passwords are counted in `wrongTries`: past its limit the link is spent. The
     * link works once; an expired, used or unknown one gets SIGNUP_LINK_INVALID.
     */
    async confirmSignup(
      input: { token: string; password?: string },
      {
        userAgent,
        sameBrowser,
        wrongTries,
      }: { userAgent: string | null; sameBrowser: boolean; wrongTries: FailureCounter },
    ) {
      const at = now();
      const tokenHash = tokens.hash(input.token);
      if (!sameBrowser) {
        const pending = await repository.findPendingSignup(tokenHash, at);
        if (!pending) throw new AppError('SIGNUP_LINK_INVALID');
        if (!input.password) throw new AppError('SIGNUP_PASSWORD_NEEDED');
        if (!(await wrongTries.take(tokenHash)).allowed) {
          await repository.claimPendingSignup(tokenHash, at);
          throw new AppError('SIGNUP_LINK_INVALID');
        }
        if (!(await verifyPassword(input.password, pending.passwordHash))) {
          throw new AppError('SIGNUP_PASSWORD_WRONG', {}, { password: ERRORS.SIGNUP_PASSWORD_WRONG.message });
        }
      }
      return repository.transaction(async (repo) => {
        const pending = await repo.claimPendingSignup(tokenHash, at);
        if (pending) await repo.releaseUnprovenEmail(pending.email);
        const user = pending
          ? await repo.createUser({
              email: pending.email,
              name: '',
              passwordHash: pending.passwordHash,
              emailVerifiedAt: at,
            })
          : undefined;
        if (!user) throw new AppError('SIGNUP_LINK_INVALID');
        const session = await issueSession(repo, user.id, userAgent);
        return { session, userData: toUserData(user, { orderCount: 0, wishlistCount: 0 }) };
      });
    },

    /**
     * `trusted`: the browser has logged into this account before, so wrong passwords sent from
     * elsewhere do not hold it back (login-guard.ts counts its own). An email without an account
     * waits, answers and takes as long as one with an account and a wrong password, its run kept in
     * `unknownEmails`, so guesses do not tell which emails are customers'.
     */
    async login(
      input: { email: string; password: string },
      { userAgent, trusted, unknownEmails }: { userAgent: string | null; trusted: boolean; unknownEmails: FailureRuns },
    ) {
      const email = normaliseEmail(input.email);
      const user = await repository.findUserByEmail(email);
      if (!user) {
        const runs = unknownEmailBook(unknownEmails, email);
        if (!trusted) await waitForTurn(runs, await runs.read());
        await checkAgainstDecoy(input.password);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (!trusted) {
        await waitForTurn(
          {
            read: () => repository.findUserById(user.id),
            book: (seen, next) => repository.bookLoginTry(user.id, seen, next),
          },
          user,
        );
      }
      if (!(await verifyPassword(input.password, user.passwordHash))) throw new AppError('INVALID_CREDENTIALS');
      await repository.clearFailedLogins(user.id);
      const session = await issueSession(repository, user.id, userAgent);
      return { session, userData: toUserData(user, await repository.countsFor(user.id)) };
    },

    /**
     * The user behind an access token whose login is still alive, or null. A live login is trusted
     * for SESSION_CHECK_TTL_MS without asking again (session-checks.ts), less when a revocation
     * is seen first.
     */
    async authenticate(accessToken: string): Promise<(AuthUser & { familyId: string }) | null> {
      const claims = tokens.verifyAccess(accessToken, now());
      if (!claims) return null;
      const held = checks.get(accessToken);
      if (held) return held;
      const readAt = checks.generation();
      const user = await repository.findSessionUser(claims.sub, claims.fam, now());
      if (!user) return null;
      const session = { ...user, familyId: claims.fam };
      checks.set(accessToken, session, readAt);
      return session;
    },

    /** Reads the revocation epoch every instance bumps, forgetting held checks when it moved. */
    async watchRevocations(): Promise<void> {
      checks.observeEpoch(await repository.sessionEpoch());
    },

    /**
     * Trades a refresh token for a new pair. Each refresh token works once: presenting a spent one
     * after its short grace (REFRESH_GRACE_MS) means it was copied, so the whole login (every token
     * of its family) is revoked.
     */
    async refresh(refreshToken: string, userAgent: string | null) {
      const at = now();
      const row = await repository.findRefreshToken(tokens.hash(refreshToken));
      if (!row || row.revokedAt) throw new AppError('SESSION_EXPIRED');
      if (!row.usedAt && row.expiresAt.getTime() <= at.getTime()) throw new AppError('SESSION_EXPIRED');

      let session = row.usedAt
        ? null
        : await repository.transaction(async (repo) =>
            (await repo.claimRefreshToken(row.id, at)) ? issueSession(repo, row.userId, userAgent, row.familyId) : null,
          );
      if (!session) {
        // Spent already: moments ago by the same browser (another tab, a lost answer), or by a thief.
        const spent = row.usedAt ? row : await repository.findRefreshToken(row.tokenHash);
        session = spent && !spent.revokedAt ? await graceRefresh(spent, userAgent, at) : null;
      }
      if (!session) {
        await repository.revokeFamily(row.familyId, at);
        checks.forgetAll();
        log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused: login revoked');
        throw new AppError('SESSION_EXPIRED');
      }
      return { session, userData: await userData(row.userId) };
    },

    /** Ends the login on the server, whichever of its tokens the client still holds. */
    async logout({ refreshToken, familyId }: { refreshToken?: string; familyId?: string }): Promise<void> {
      const at = now();
      const families = new Set<string>();
      if (familyId) families.add(familyId);
      if (refreshToken) {
        const row = await repository.findRefreshToken(tokens.hash(refreshToken));
        if (row) families.add(row.familyId);
      }
      for (const family of families) await repository.revokeFamily(family, at);
      checks.forgetAll();
    },

    /** Remembers the language of the page an account signed up or signed in on, for messages later. */
    recordLocale(userId: string, locale: Locale): Promise<void> {
      return repository.setLocale(userId, locale);
    },

    /**
     * Sends a one-time link when the address has an account, in the language of the page that
     * asked (its reader is the one asking now); says nothing either way. A link sent
     * in the last RESET_EMAIL_GAP_MS is still in the inbox and still works, so none is added: asking
     * again, by the owner or anyone, neither fills the inbox nor is refused.
     */
    async forgotPassword(rawEmail: string, locale: Locale): Promise<void> {
      const email = normaliseEmail(rawEmail);
      const user = await repository.findUserByEmail(email);
      if (!user) return;
      const token = tokens.randomToken();
      const at = now();
      // The token travels in the fragment: browsers never send it to a server or in a Referer.
      const link = resetLink(publicUrl, token, locale);
      const sent = await repository.transaction(async (repo) => {
        await repo.lockUser(user.id);
        if (await repo.resetLinkIssuedSince(user.id, new Date(at.getTime() - RESET_EMAIL_GAP_MS))) return false;
        await repo.insertResetToken({
          userId: user.id,
          tokenHash: tokens.hash(token),
          expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS),
          createdAt: at,
        });
        await repo.enqueueEmail({
          to: email,
          ...passwordResetEmail({ link, minutes: RESET_TOKEN_TTL_MS / 60_000 }, locale),
        });
        return true;
      });
      if (sent) log.info({ userId: user.id }, 'password reset link issued');
    },

    /** Whether a reset link's token would still set a password (the back office must not show such a link). */
    isLiveResetToken(token: string): Promise<boolean> {
      return repository.isLiveResetToken(tokens.hash(token), now());
    },

    /**
     * Sets a new password from a reset link; every login of the account ends. Answers the account's
     * email: the browser that opened the link has proved it reads that inbox.
     */
    async resetPassword(input: { token: string; password: string }): Promise<{ email: string }> {
      const tokenHash = tokens.hash(input.token);
      // Checked before hashing, so made-up tokens cost no password hash; claimed again below, once.
      if (!(await repository.isLiveResetToken(tokenHash, now()))) throw new AppError('RESET_TOKEN_INVALID');
      const passwordHash = await hashPassword(input.password);
      const at = now();
      const reset = await repository.transaction(async (repo) => {
        const userId = await repo.claimResetToken(tokenHash, at);
        const user = userId ? await repo.findUserById(userId) : undefined;
        // Reset links are only mailed to an account's email, so an account without one has none.
        if (!user?.email) throw new AppError('RESET_TOKEN_INVALID');
        await repo.updatePassword(user.id, passwordHash);
        await repo.spendResetTokens(user.id, at);
        await repo.revokeUserSessions(user.id, at);
        return { email: user.email };
      });
      checks.forgetAll();
      return reset;
    },

    /** Changes the password of a signed-in user; their other devices are signed out. */
    async changePassword(
      user: { id: string; familyId: string },
      input: { currentPassword: string; newPassword: string },
    ): Promise<void> {
      const row = await repository.findUserById(user.id);
      if (!row) throw new AppError('UNAUTHENTICATED');
      if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
        throw new AppError('WRONG_CURRENT_PASSWORD', {}, { currentPassword: 'Your current password is incorrect' });
      }
      const passwordHash = await hashPassword(input.newPassword);
      const at = now();
      await repository.transaction(async (repo) => {
        await repo.updatePassword(user.id, passwordHash);
        await repo.spendResetTokens(user.id, at);
        await repo.revokeUserSessions(user.id, at, user.familyId);
      });
      checks.forgetAll();
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
