import type { stockAlertRequestSchema } from '@shop/shared/contracts/stock-alerts';
import type { Locale } from '@shop/shared/locale';
import type { z } from 'zod';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import { enqueueOutgoing } from '../email/outgoing-message';
import { backInStockMessage, confirmMessage, type AlertContact } from './stock-alert-messages';
import { stockAlertRepository, type StockAlertQueries } from './stock-alert-repository';

/** How long a guest's confirm link works: as long as an email verification link. */
const CONFIRM_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** Sizes told per sweep; the rest wait for the next one. */
const SIZES_PER_SWEEP = 50;

type Deps = {
  db: Db;
  tokens: { randomToken(): string; hash(token: string): string };
  publicUrl: string;
  nextBatchMinutes: number;
  now: () => Date;
};

type StockAlertInput = z.output<typeof stockAlertRequestSchema>;

/** Whom the alert goes to, and whether the shop already knows that contact is theirs. */
async function contactOf(
  queries: StockAlertQueries,
  input: StockAlertInput,
  userId: string | null,
  locale: Locale,
): Promise<AlertContact & { proved: boolean }> {
  const account = userId ? await queries.account(userId) : undefined;
  if (input.phone) {
    const proved = Boolean(account?.phoneVerifiedAt && account.phone === input.phone);
    return { channel: 'phone', contact: input.phone, locale, proved };
  }
  if (input.email) {
    const proved = Boolean(account?.emailVerifiedAt && account.email?.toLowerCase() === input.email);
    return { channel: 'email', contact: input.email, locale, proved };
  }
  // A signed-in shopper who gives neither: the account's proven phone, else its proven email.
  if (account?.phone && account.phoneVerifiedAt)
    return { channel: 'phone', contact: account.phone, locale, proved: true };
  if (account?.email && account.emailVerifiedAt) {
    return { channel: 'email', contact: account.email.toLowerCase(), locale, proved: true };
  }
  throw new AppError('STOCK_ALERT_CONTACT_REQUIRED');
}

/**
 * "Notify me" on a sold-out size (decision 0150): the list of who waits for each size, proved
 * before anything is sent, and the restock's alerts, as many at first as the new stock can serve
 * and the rest `nextBatchMinutes` later if stock remains, each subscriber told once.
 */
export function stockAlertService({ db, tokens, publicUrl, nextBatchMinutes, now }: Deps) {
  const transaction = transactional(db, stockAlertRepository);

  return {
    /** Puts the shopper on the size's list once; a guest's contact first gets a link to prove it. */
    async subscribe(
      input: StockAlertInput,
      userId: string | null,
      locale: Locale,
    ): Promise<{ state: 'waiting' | 'confirm-sent'; channel: 'phone' | 'email'; contact: string }> {
      const at = now();
      return transaction(async (queries, tx) => {
        const size = await queries.activeSize(input.productId, input.variantId);
        if (!size) throw new AppError('SIZE_NOT_AVAILABLE');
        if (size.stock > 0) throw new AppError('STOCK_ALERT_IN_STOCK');
        const to = await contactOf(queries, input, userId, locale);
        const answer = (state: 'waiting' | 'confirm-sent') => ({ state, channel: to.channel, contact: to.contact });
        const sendLink = async (id: string) => {
          const token = tokens.randomToken();
          await queries.update(id, {
            confirmTokenHash: tokens.hash(token),
            confirmExpiresAt: new Date(at.getTime() + CONFIRM_LINK_TTL_MS),
          });
          await enqueueOutgoing(tx, confirmMessage(to, size, publicUrl, token));
          return answer('confirm-sent');
        };

        const created = await queries.insert({
          productId: size.productId,
          variantId: size.variantId,
          userId,
          channel: to.channel,
          contact: to.contact,
          locale,
          verifiedAt: to.proved ? at : null,
        });
        if (created) return to.proved ? answer('waiting') : sendLink(created.id);

        // Asked before: the same answer, and nothing sent again while a link still works.
        const existing = await queries.find(size.variantId, to.contact);
        if (!existing) throw new AppError('INTERNAL');
        if (existing.notifiedAt) {
          // Told of an earlier restock and sold out again: back on the list, at its end.
          await queries.update(existing.id, { notifiedAt: null, createdAt: at, locale });
        }
        if (existing.verifiedAt) return answer('waiting');
        if (to.proved) {
          await queries.update(existing.id, { verifiedAt: at, userId });
          return answer('waiting');
        }
        if (existing.confirmExpiresAt && existing.confirmExpiresAt > at) return answer('confirm-sent');
        return sendLink(existing.id);
      });
    },

    /** Opens a confirm link: the contact is proved and the shopper waits for the size. */
    async confirm(token: string): Promise<{ productSlug: string; size: string }> {
      const confirmed = await stockAlertRepository(db).confirm(tokens.hash(token), now());
      if (!confirmed) throw new AppError('STOCK_ALERT_LINK_INVALID');
      return { productSlug: confirmed.slug, size: confirmed.size };
    },

    /**
     * Tells the waiting lists of restocked sizes: a size's first batch is as many as its stock, in
     * the order they asked; the rest once `nextBatchMinutes` have passed, if stock remains. Each
     * batch is claimed (a round row) and its subscribers marked told (a conditional update) in the
     * transaction that queues their messages, so two instances never tell anyone twice. Returns
     * how many messages were queued.
     */
    async tellRestocked(at: Date = now()): Promise<number> {
      const queries = stockAlertRepository(db);
      await queries.endRoundsOfSoldOutSizes();
      const nextBatchAt = new Date(at.getTime() + nextBatchMinutes * 60_000);
      let told = 0;
      for (const size of await queries.sizesToTell(at, SIZES_PER_SWEEP)) {
        told += await transaction(async (tx, txDb) => {
          const batch = await tx.claimBatch(size.variantId, at, nextBatchAt);
          if (batch === undefined) return 0;
          const subscribers = await tx.takeWaiting(size.variantId, at, batch === 1 ? size.stock : undefined);
          for (const subscriber of subscribers) {
            await enqueueOutgoing(txDb, backInStockMessage(subscriber, size, publicUrl));
          }
          return subscribers.length;
        });
      }
      return told;
    },
  };
}
