import { SHOP_NAME, SUPPORT_PHONE } from '@shop/shared/constants';
import type { VerifyEmailResponse } from '@shop/shared/contracts/email-verification';
import { formatDayAndTime } from '@shop/shared/date-format';
import type { Locale } from '@shop/shared/locale';
import { formatINR } from '@shop/shared/money';
import { orderNumber } from '@shop/shared/order-rules';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import { shopLink } from '../../lib/shop-link';
import type { SessionTokens } from '../auth/session-tokens';
import { escapeHtml } from '../email/escape-html';
import type { MessageTemplate } from '../email/message-templates';
import { emailVerificationQueries } from './email-verification-repository';

/** How long an emailed link works. A cash-on-delivery order's own hold is shorter (COD_CONFIRM_MINUTES). */
export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type LinkTokens = Pick<SessionTokens, 'randomToken' | 'hash'>;

type OrderReference = VerifyEmailResponse['data']['confirmedOrders'][number];

/**
 * What opening a link does to the account's orders, given by checkout (which comes after this
 * module): its held cash-on-delivery orders are placed, inside the link's own transaction.
 */
export type ConfirmHeldOrders = (
  tx: Db,
  userId: string,
  at: Date,
  linkOrderId: string | null,
) => Promise<{ confirmed: string[]; expired: string[] }>;

type HeldOrder = { id: string; totalPaise: number; holdUntil: Date };

const ENGLISH = {
  greeting: 'Namaste,',
  orderThanks: (n: string, amount: string) => `Thank you for order ${n} (${amount}, cash on delivery).`,
  orderHold: (until: string) =>
    `To place it, confirm that this email address is yours by opening the link below before ${until} (India time). We hold its items for you until then; after that they go back on sale and nothing is owed.`,
  account: `Please confirm that this email address belongs to your ${SHOP_NAME} account.`,
  confirmOrder: 'Confirm my order',
  verifyEmail: 'Verify my email',
  after: (hours: number) => [
    `The link works once, within ${hours} hours. Order updates are sent only to a verified address.`,
    `If you did not ask for this, ignore this email. Questions? Call us on ${SUPPORT_PHONE}.`,
  ],
  orderSubject: (n: string) => `${SHOP_NAME}: confirm your cash-on-delivery order ${n}`,
  accountSubject: `Verify your email for ${SHOP_NAME}`,
};

const WORDS: Record<Locale, typeof ENGLISH> = {
  en: ENGLISH,
  hi: {
    greeting: 'नमस्ते,',
    orderThanks: (n, amount) => `ऑर्डर ${n} (${amount}, कैश ऑन डिलीवरी) के लिए धन्यवाद।`,
    orderHold: (until) =>
      `ऑर्डर पक्का करने के लिए ${until} (भारतीय समय) से पहले नीचे दिया गया लिंक खोलकर पुष्टि करें कि यह ईमेल पता आपका है। तब तक हम इसका सामान आपके लिए रखेंगे; उसके बाद वह फिर से बिक्री पर चला जाएगा और आपको कुछ नहीं देना होगा।`,
    account: `कृपया पुष्टि करें कि यह ईमेल पता आपके ${SHOP_NAME} खाते का है।`,
    confirmOrder: 'मेरा ऑर्डर पक्का करें',
    verifyEmail: 'मेरे ईमेल की पुष्टि करें',
    after: (hours) => [
      `यह लिंक ${hours} घंटे के भीतर एक ही बार काम करता है। ऑर्डर की जानकारी केवल पुष्टि किए गए पते पर भेजी जाती है।`,
      `अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें। कोई सवाल हो तो हमें ${SUPPORT_PHONE} पर फ़ोन करें।`,
    ],
    orderSubject: (n) => `${SHOP_NAME}: अपने कैश ऑन डिलीवरी ऑर्डर ${n} की पुष्टि करें`,
    accountSubject: `${SHOP_NAME} के लिए अपने ईमेल की पुष्टि करें`,
  },
};

function linkEmail(
  link: string,
  order: HeldOrder | undefined,
  locale: Locale,
): { subject: string; text: string; html: string; template: MessageTemplate } {
  const words = WORDS[locale];
  const hours = VERIFY_LINK_TTL_MS / 3_600_000;
  const paragraphs = order
    ? [
        words.greeting,
        words.orderThanks(orderNumber(order.id), formatINR(order.totalPaise)),
        words.orderHold(formatDayAndTime(order.holdUntil, locale)),
      ]
    : [words.greeting, words.account];
  const action = order ? words.confirmOrder : words.verifyEmail;
  const after = words.after(hours);
  return {
    subject: order ? words.orderSubject(orderNumber(order.id)) : words.accountSubject,
    text: [...paragraphs, `${action}: ${link}`, ...after].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
      ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    ].join('\n'),
    template: order ? 'cod-confirmation' : 'email-verification',
  };
}

/**
 * Mails a one-time link to the account's own email, inside the caller's transaction (checkout's,
 * for a cash-on-delivery order that waits for it), in `locale`: the language of the page that asked
 * for it. Only the keyed hash of the token is stored.
 */
export async function issueVerificationLink(
  tx: Db,
  { tokens, publicUrl, now }: { tokens: LinkTokens; publicUrl: string; now: Date },
  account: { userId: string; email: string; locale: Locale },
  order?: HeldOrder,
): Promise<void> {
  const queries = emailVerificationQueries(tx);
  const token = tokens.randomToken();
  await queries.insertToken({
    userId: account.userId,
    email: account.email,
    orderId: order?.id ?? null,
    tokenHash: tokens.hash(token),
    expiresAt: new Date(now.getTime() + VERIFY_LINK_TTL_MS),
  });
  const link = shopLink(publicUrl, '/verify-email', account.locale, { token });
  await queries.enqueueEmail({ to: account.email, ...linkEmail(link, order, account.locale) });
}

type Deps = {
  db: Db;
  tokens: LinkTokens;
  publicUrl: string;
  confirmHeldOrders: ConfirmHeldOrders;
  now?: () => Date;
};

/** Sending the link again from the account page, and opening it. */
export function emailVerificationService({ db, tokens, publicUrl, confirmHeldOrders, now = () => new Date() }: Deps) {
  const transaction = transactional(db, emailVerificationQueries);
  const reference = (orderId: string): OrderReference => ({ orderId, orderNumber: orderNumber(orderId) });

  return {
    /** A fresh link to the signed-in account's email (the route limits how often), in the page's language. */
    async send(userId: string, locale: Locale): Promise<{ email: string }> {
      return transaction(async (queries, tx) => {
        const account = await queries.accountEmail(userId);
        if (!account) throw new AppError('UNAUTHENTICATED');
        if (account.verifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
        // An account made with a phone has no address to prove until the shopper adds one.
        const { email } = account;
        if (!email) throw new AppError('EMAIL_REQUIRED');
        await issueVerificationLink(tx, { tokens, publicUrl, now: now() }, { userId, email, locale });
        return { email };
      });
    },

    /**
     * Opens a link: once, before it expires, and only for the address it was sent to on the account
     * it was sent for. The account becomes verified and its held cash-on-delivery orders are placed.
     */
    async verify(token: string): Promise<VerifyEmailResponse['data']> {
      const at = now();
      return transaction(async (queries, tx) => {
        const link = await queries.claimToken(tokens.hash(token), at);
        if (!link || !(await queries.markVerified(link.userId, link.email, at))) {
          throw new AppError('VERIFY_LINK_INVALID');
        }
        await queries.spendTokens(link.userId, at);
        const { confirmed, expired } = await confirmHeldOrders(tx, link.userId, at, link.orderId);
        return {
          email: link.email,
          confirmedOrders: confirmed.map(reference),
          expiredOrders: expired.map(reference),
        };
      });
    },
  };
}
