import { randomInt, timingSafeEqual } from 'node:crypto';
import { SHOP_NAME } from '@shop/shared/constants';
import type { Locale } from '@shop/shared/locale';
import type { Db } from '../../db/client';
import { AppError } from '../../app-error';
import { otpRepository, type OtpQueries } from './otp-repository';
import { countTry, LimitReached, waitLabel, type FailureCounter } from '../../plugins/rate-limit';
import { signInCodesSent } from '../../observability/shop-metrics';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_RESEND_AFTER_MS = 30_000;
export const OTP_MAX_TRIES = 5;

/** The code's text; its WhatsApp template (`sign-in-code`) is registered in both languages. */
const CODE_TEXT: Record<Locale, (code: string) => string> = {
  en: (code) => `${code} is your ${SHOP_NAME} sign-in code. It expires in 5 minutes. Never share it with anyone.`,
  hi: (code) => `${code} आपका ${SHOP_NAME} साइन-इन कोड है। यह 5 मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।`,
};

type Deps = {
  db: Db;
  /** The keyed hash of the session tokens: a code is never stored as it was sent. */
  hash: (value: string) => string;
  /** Sends the outbox now rather than at its next tick: the shopper is waiting for the code. */
  sendSoon: () => void;
  /** Counts kept per phone and for the whole shop, which no other key can push out (decision 0120). */
  limits: { codesPerPhone: FailureCounter; triesPerPhone: FailureCounter; codesPerShop: FailureCounter };
  /** Told when the shop's hourly ceiling of codes refuses a shopper, so the owner hears of it. */
  onCeiling: (retryAfterSeconds: number) => void;
  now?: () => Date;
};

type Judgement = { ok: true } | { ok: false; error: AppError };

/**
 * Sign-in codes for Indian mobiles (decision 0045): six digits, kept as a keyed hash bound to the
 * phone, valid five minutes, five tries, one live code per phone and a new one after 30 seconds.
 * A right code is spent at once, so no code works twice.
 */
export function otpService({ db, hash, sendSoon, limits, onCeiling, now = () => new Date() }: Deps) {
  const codeHash = (phone: string, code: string) => hash(`otp:${phone}:${code}`);
  const { transaction } = otpRepository(db);

  /** Judges a code under the row's lock; a wrong try is counted even though the answer is an error. */
  async function judge(tx: OtpQueries, phone: string, code: string, at: Date): Promise<Judgement> {
    const row = await tx.lockCode(phone);
    if (!row || row.expiresAt <= at) {
      if (row) await tx.deleteCode(phone);
      return { ok: false, error: new AppError('OTP_EXPIRED') };
    }
    // Counted only for a phone holding a live code, so only phones the shop texted make keys.
    await countTry(limits.triesPerPhone, phone);
    const expected = Buffer.from(row.codeHash);
    const given = Buffer.from(codeHash(phone, code));
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await tx.deleteCode(phone);
      return { ok: true };
    }
    const left = OTP_MAX_TRIES - (row.wrongTries + 1);
    if (left <= 0) {
      await tx.deleteCode(phone);
      return { ok: false, error: new AppError('OTP_NO_TRIES_LEFT') };
    }
    await tx.setWrongTries(phone, row.wrongTries + 1);
    return { ok: false, error: left === 1 ? new AppError('OTP_WRONG_LAST') : new AppError('OTP_WRONG', { left }) };
  }

  /** Runs `onRight` in the transaction that spent a right code; a wrong one is counted, then thrown. */
  async function withCode<T>(
    phone: string,
    code: string,
    onRight: (tx: OtpQueries, at: Date) => Promise<T>,
  ): Promise<T> {
    const at = now();
    const outcome = await transaction(async (tx) => {
      const judgement = await judge(tx, phone, code, at);
      return judgement.ok ? { ok: true as const, value: await onRight(tx, at) } : judgement;
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  /**
   * Counts a code about to be sent: first against the shop's hourly ceiling (SMS pumping sends
   * codes to many numbers), then against the phone's, so a phone gets a key only when the shop
   * would text it.
   */
  async function countCode(phone: string): Promise<void> {
    const shop = await limits.codesPerShop.take('shop');
    if (!shop.allowed) {
      onCeiling(shop.retryAfterSeconds);
      throw new LimitReached(shop.retryAfterSeconds, 'SIGN_IN_CODES_PAUSED');
    }
    const own = await limits.codesPerPhone.take(phone);
    if (!own.allowed) {
      await limits.codesPerShop.giveBack('shop');
      throw new LimitReached(own.retryAfterSeconds);
    }
  }

  return {
    /** Sends a new code to `phone` by SMS or WhatsApp, replacing any earlier one, in the page's language. */
    async request(phone: string, channel: 'sms' | 'whatsapp', locale: Locale): Promise<{ resendAfterSeconds: number }> {
      const at = now();
      await transaction(async (tx) => {
        const live = await tx.lockCode(phone);
        const waitMs = live ? live.sentAt.getTime() + OTP_RESEND_AFTER_MS - at.getTime() : 0;
        if (waitMs > 0) throw new AppError('OTP_RESEND_WAIT', { wait: waitLabel(Math.ceil(waitMs / 1000)) });
        await countCode(phone);
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const values = {
          codeHash: codeHash(phone, code),
          wrongTries: 0,
          sentAt: at,
          expiresAt: new Date(at.getTime() + OTP_TTL_MS),
        };
        await tx.replaceCode(phone, values);
        await tx.enqueueText({
          channel,
          to: phone,
          text: CODE_TEXT[locale](code),
          template: 'sign-in-code',
          params: [code],
          language: locale,
        });
      });
      signInCodesSent.inc({ channel });
      sendSoon();
      return { resendAfterSeconds: OTP_RESEND_AFTER_MS / 1000 };
    },

    /**
     * Signs in with a right code: the account that holds the phone, or a new one made for it (a
     * name and an email come later, in the profile). Answers the account's id.
     */
    signIn(phone: string, code: string): Promise<string> {
      return withCode(phone, code, async (tx, at) => {
        const account = await tx.accountOfPhone(phone);
        if (account) return account;
        const created = await tx.createPhoneAccount(phone, at);
        if (created) return created;
        // Two right codes cannot both exist, but a racing insert of the same phone is settled here.
        const raced = await tx.accountOfPhone(phone);
        if (!raced) throw new Error('phone account vanished');
        return raced;
      });
    },

    /**
     * Adds a proven phone to a signed-in account, so signing in by phone later reaches this same
     * account. A phone another account holds is refused: one phone, one account.
     */
    addPhone(userId: string, phone: string, code: string): Promise<void> {
      return withCode(phone, code, async (tx, at) => {
        if (await tx.phoneHeldByAnother(phone, userId)) throw new AppError('PHONE_TAKEN');
        await tx.setPhone(userId, phone, at);
      });
    },
  };
}

export type OtpService = ReturnType<typeof otpService>;
