import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { normaliseEmail } from '@shop/shared/account-rules';
import type { UserData } from '@shop/shared/contracts/auth';
import { AppError } from '../../app-error';
import { passwordResetEmail } from './auth-emails';
import type { AuthQueries, AuthRepository, UserRow } from './auth-repository';
import { hashPassword, verifyPassword } from './password';
import { REFRESH_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS, type SessionTokens } from './session-tokens';

/** Who is making a request, as the rest of the API sees it (`request.user`). */
export type AuthUser = { id: string; email: string; isAdmin: boolean };

/** A login's cookies-to-be: the access token, the refresh token and the family they belong to. */
export type IssuedSession = { accessToken: string; refreshToken: string; familyId: string };

type AuthServiceDeps = {
  repository: AuthRepository;
  tokens: SessionTokens;
  /** The shop's public address, for links in emails; never taken from a request's Host header. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  now?: () => Date;
};

function toUserData(user: UserRow, counts: { orderCount: number; wishlistCount: number }): UserData {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerifiedAt !== null,
    notifications: user.emailNotifications,
    orderCount: counts.orderCount,
    wishlistCount: counts.wishlistCount,
  };
}

export function authService({ repository, tokens, publicUrl, log, now = () => new Date() }: AuthServiceDeps) {
  // Checked against when the email is unknown, so a wrong address takes as long as a wrong password
  // and the timing does not tell which emails have accounts.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword(tokens.randomToken()));

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

  async function userData(userId: string): Promise<UserData> {
    const user = await repository.findUserById(userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return toUserData(user, await repository.countsFor(userId));
  }

  return {
    tokens,
    userData,

    async signup(input: { email: string; password: string }, userAgent: string | null) {
      const email = normaliseEmail(input.email);
      const passwordHash = await hashPassword(input.password);
      return repository.transaction(async (repo) => {
        const user = await repo.createUser({ email, name: '', passwordHash });
        if (!user) throw new AppError('EMAIL_TAKEN', {}, { email: 'An account with this email already exists' });
        const session = await issueSession(repo, user.id, userAgent);
        return { session, userData: toUserData(user, { orderCount: 0, wishlistCount: 0 }) };
      });
    },

    async login(input: { email: string; password: string }, userAgent: string | null) {
      const user = await repository.findUserByEmail(normaliseEmail(input.email));
      if (!user) {
        await verifyPassword(input.password, await decoy());
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (!(await verifyPassword(input.password, user.passwordHash))) throw new AppError('INVALID_CREDENTIALS');
      const session = await issueSession(repository, user.id, userAgent);
      return { session, userData: toUserData(user, await repository.countsFor(user.id)) };
    },

    /** The user behind an access token whose login is still alive, or null. */
    async authenticate(accessToken: string): Promise<(AuthUser & { familyId: string }) | null> {
      const claims = tokens.verifyAccess(accessToken, now());
      if (!claims) return null;
      const user = await repository.findSessionUser(claims.sub, claims.fam, now());
      return user ? { ...user, familyId: claims.fam } : null;
    },

    /**
     * Trades a refresh token for a new pair. Each refresh token works once: presenting a spent one
     * means it was copied, so the whole login (every token of its family) is revoked.
     */
    async refresh(refreshToken: string, userAgent: string | null) {
      const at = now();
      const row = await repository.findRefreshToken(tokens.hash(refreshToken));
      if (!row || row.revokedAt) throw new AppError('SESSION_EXPIRED');
      if (row.usedAt) {
        await repository.revokeFamily(row.familyId, at);
        log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused: login revoked');
        throw new AppError('SESSION_EXPIRED');
      }
      if (row.expiresAt.getTime() <= at.getTime()) throw new AppError('SESSION_EXPIRED');

      const session = await repository.transaction(async (repo) => {
        if (!(await repo.claimRefreshToken(row.id, at))) return null;
        return issueSession(repo, row.userId, userAgent, row.familyId);
      });
      if (!session) {
        // Another request spent it between our read and our claim: the same replay, seen late.
        await repository.revokeFamily(row.familyId, at);
        log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token raced: login revoked');
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
    },

    /** Sends a one-time link when the address has an account; says nothing either way. */
    async forgotPassword(rawEmail: string): Promise<void> {
      const email = normaliseEmail(rawEmail);
      const user = await repository.findUserByEmail(email);
      if (!user) return;
      const token = tokens.randomToken();
      const at = now();
      // The token travels in the fragment: browsers never send it to a server or in a Referer.
      const link = `${publicUrl.replace(/\/+$/, '')}/reset-password#token=${token}`;
      await repository.transaction(async (repo) => {
        await repo.insertResetToken({
          userId: user.id,
          tokenHash: tokens.hash(token),
          expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS),
        });
        await repo.enqueueEmail({
          to: user.email,
          ...passwordResetEmail({ link, minutes: RESET_TOKEN_TTL_MS / 60_000 }),
        });
      });
      log.info({ userId: user.id }, 'password reset link issued');
    },

    /** Sets a new password from a reset link; every login of the account ends. */
    async resetPassword(input: { token: string; password: string }): Promise<void> {
      const tokenHash = tokens.hash(input.token);
      // Checked before hashing, so made-up tokens cost no password hash; claimed again below, once.
      if (!(await repository.isLiveResetToken(tokenHash, now()))) throw new AppError('RESET_TOKEN_INVALID');
      const passwordHash = await hashPassword(input.password);
      const at = now();
      await repository.transaction(async (repo) => {
        const userId = await repo.claimResetToken(tokenHash, at);
        if (!userId) throw new AppError('RESET_TOKEN_INVALID');
        await repo.updatePassword(userId, passwordHash);
        await repo.spendResetTokens(userId, at);
        await repo.revokeUserSessions(userId, at);
      });
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
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
