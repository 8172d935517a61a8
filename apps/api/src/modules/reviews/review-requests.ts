import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { checkoutQueries } from '../checkout/order-placement';
import type { Locale } from '@shop/shared/locale';
import { shopLink } from '../../lib/shop-link';
import { composeOrderEmail, type EmailOrder, type OrderEmail } from '../checkout/order-email-layout';
import { reviewRepository } from './review-repository';

/** Long enough for the dress to be on Thakur Ji, soon enough to be remembered. */
export const REVIEW_REQUEST_DELAY_DAYS = 3;
/** Orders delivered longer ago are never asked (say, when reviews first open on an old shop). */
const REVIEW_REQUEST_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;
const SWEEP_INTERVAL_MS = 15 * 60_000;

const ENGLISH = {
  subject: 'how did order {n} look on Thakur Ji?',
  ask: 'Your order arrived a few days ago. Other devotees choose by the words and photos of buyers like you: would you rate what you received?',
  rate: (name: string) => `Rate ${name}`,
};

const WORDS: Record<Locale, typeof ENGLISH> = {
  en: ENGLISH,
  hi: {
    subject: 'ऑर्डर {n} ठाकुर जी पर कैसा लगा?',
    ask: 'आपका ऑर्डर कुछ दिन पहले पहुँचा था। दूसरे भक्त आप जैसे खरीदारों के शब्दों और तस्वीरों को देखकर चुनते हैं: क्या आप जो मिला उसे रेटिंग देंगे?',
    rate: (name) => `${name} को रेटिंग दें`,
  },
};

export function reviewRequestEmail(
  order: EmailOrder,
  products: { productId: string; name: string }[],
  publicUrl: string,
): OrderEmail {
  const words = WORDS[order.locale];
  return composeOrderEmail(
    order,
    'review-request',
    words.subject,
    [
      { kind: 'p', text: words.ask },
      ...products.map((p) => ({
        kind: 'link' as const,
        label: words.rate(p.name),
        href: shopLink(publicUrl, `/dashboard/reviews/${p.productId}`, order.locale),
      })),
    ],
    publicUrl,
  );
}

/**
 * Asks each shopper once, a few days after delivery, to review what they received: the request is
 * claimed (a row per order) and the email queued in one transaction, so two instances never both
 * send it and a failed send is retried by the outbox. Returns how many emails were queued.
 */
export async function askForReviews(db: Db, publicUrl: string, now = new Date()): Promise<number> {
  const repository = reviewRepository(db);
  const until = new Date(now.getTime() - REVIEW_REQUEST_DELAY_DAYS * DAY_MS);
  const from = new Date(now.getTime() - REVIEW_REQUEST_WINDOW_DAYS * DAY_MS);
  let queued = 0;
  for (const order of await repository.ordersToAsk(from, until, BATCH)) {
    const sent = await db.transaction(async (tx) => {
      const queries = reviewRepository(tx);
      if (!(await queries.markAsked(order.id))) return false;
      const products = await queries.unreviewedProductsOf(order.id, order.userId);
      if (products.length === 0) return false;
      const email = reviewRequestEmail(
        order,
        products.map((p) => ({ productId: p.productId!, name: p.name })),
        publicUrl,
      );
      return checkoutQueries(tx).enqueueOrderEmail(order, email);
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** Asks once at start and then every quarter of an hour. */
export const reviewRequestPlugin = fp(
  async function reviewRequests(app: FastifyInstance) {
    app.jobs.define({
      name: 'review-requests',
      title: {
        en: 'Ask buyers to rate what they received, 3 days after delivery',
        hi: 'डिलीवरी के 3 दिन बाद खरीदारों से मिले सामान की रेटिंग माँगना',
      },
      everyMs: SWEEP_INTERVAL_MS,
      work: () => askForReviews(app.database.db, app.config.publicUrl),
    });
  },
  { name: 'shop-review-requests', dependencies: ['shop-job-scheduler'] },
);
