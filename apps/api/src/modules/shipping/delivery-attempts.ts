import type {
  AdminDeliveryAttemptDto,
  DeliveryAttemptDto,
  DeliveryChoice,
  DeliveryChoiceBody,
  DeliveryLink,
} from '@shop/shared/contracts/delivery-attempts';
import { orderNumber } from '@shop/shared/order-rules';
import { isUuid } from '@shop/shared/uuid';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import { shopLink } from '../../lib/shop-link';
import { expiringSignature } from '../../lib/expiring-signature';
import type { OrderRow } from '../checkout/order-repository';
import { orderQueries, type OrderQueries } from '../orders/order-queries';
import type { DeliveryInstruction, TrackingUpdate } from './carrier-types';
import { deliveryFailedEmail, deliveryFailedText } from './delivery-attempt-messages';
import { shopDay } from '@shop/shared/dates';
import {
  deliveryAttemptRepository,
  type DeliveryAttemptRepository,
  type DeliveryAttemptRow,
} from './delivery-attempt-repository';
import type { ShippingDeps } from './shipping-deps';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the shopper's link works: couriers hold a parcel for a few days before sending it back. */
const LINK_MS = 3 * DAY_MS;
/** A choice still being sent after this long was left by a crash; it may be sent again. */
const STALE_MS = 3 * 60 * 1000;
const FAILED_SCAN = /undeliver|not deliver|ndr|fail/i;

type Deps = ShippingDeps;

/** What a tracking update writes through: the order operations and the attempts, in one transaction. */
export type AttemptQueries = OrderQueries & { attempts: DeliveryAttemptRepository };

type Actor = { by: 'shopper' } | { by: 'owner'; userId: string };

const WHAT_WAS_ASKED: Record<DeliveryChoice, string> = {
  re_attempt: 'asked the courier to try again tomorrow',
  change_contact: 'asked the courier to try again at a changed address or phone',
  return: 'asked the courier to bring the parcel back',
};

function contactOf(order: OrderRow): DeliveryAttemptDto['contact'] {
  const address = order.shippingAddress;
  return {
    address: address.address,
    apartment: address.apartment,
    landmark: address.landmark ?? '',
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    phone: address.phone,
  };
}

function toDto(row: DeliveryAttemptRow, order: OrderRow): DeliveryAttemptDto {
  return {
    id: row.id,
    orderNumber: orderNumber(order.id),
    courier: order.courier,
    awb: order.trackingNumber,
    reason: row.reason,
    attemptNumber: row.attemptNumber,
    openedAt: row.createdAt.toISOString(),
    state: row.state,
    choice: row.choice,
    chosenBy: row.chosenBy,
    passedToCourier: row.passedToCourier,
    contact: contactOf(order),
  };
}

/**
 * Failed deliveries (the courier's NDR): each attempt opened once from tracking, the shopper told
 * with a signed link, and the one choice taken (from that link, or by the owner for the shopper)
 * passed to the courier before it is recorded, so a courier that refuses changes nothing.
 */
export function deliveryAttempts(deps: Deps) {
  const { db, carrier, publicUrl, log } = deps;
  const now = deps.now ?? (() => new Date());
  const signature = expiringSignature(deps.hash, 'delivery-attempt');
  const transaction = transactional(db, (tx: Db) => ({ ...orderQueries(tx), attempts: deliveryAttemptRepository(tx) }));
  const attempts = deliveryAttemptRepository(db);
  const orders = orderQueries(db).orders;

  function linkFor(attemptId: string, locale: OrderRow['locale'], at: Date): string {
    const expires = at.getTime() + LINK_MS;
    const path = `/delivery-attempt?attempt=${encodeURIComponent(attemptId)}&e=${expires}`;
    return shopLink(publicUrl, path, locale, { s: signature.sign(attemptId, expires) });
  }

  async function load(id: string): Promise<{ row: DeliveryAttemptRow; order: OrderRow } | undefined> {
    const row = isUuid(id) ? await attempts.find(id) : undefined;
    const order = row ? await orders.find(row.orderId) : undefined;
    return row && order ? { row, order } : undefined;
  }

  function checkLink(link: DeliveryLink): string {
    if (!isUuid(link.attempt) || !signature.isValid(link.attempt, link.e, link.s, now())) {
      throw new AppError('DELIVERY_LINK_INVALID');
    }
    return link.attempt;
  }

  function instructionOf(request: DeliveryChoiceBody, at: Date): DeliveryInstruction {
    if (request.choice === 'return') return { action: 'return' };
    // "Tomorrow" is India's tomorrow, whatever the server's clock zone.
    const on = shopDay(new Date(at.getTime() + DAY_MS));
    if (request.choice === 're_attempt') return { action: 're_attempt', on, contact: null };
    const address2 = [request.apartment, request.landmark].filter(Boolean).join(', ');
    return { action: 're_attempt', on, contact: { address: request.address, address2, phone: request.phone } };
  }

  async function choose(id: string, request: DeliveryChoiceBody, actor: Actor): Promise<DeliveryAttemptDto> {
    const at = now();
    const claimed = await attempts.claim(id, at, new Date(at.getTime() - STALE_MS));
    if (!claimed) {
      const row = await attempts.find(id);
      if (!row) throw new AppError(actor.by === 'owner' ? 'DELIVERY_ATTEMPT_NOT_FOUND' : 'DELIVERY_LINK_INVALID');
      throw new AppError(row.state === 'closed' ? 'DELIVERY_CHOICE_TAKEN' : 'DELIVERY_CHOICE_IN_PROGRESS');
    }
    const order = await orders.find(claimed.orderId);
    let sent: boolean;
    try {
      if (!order?.trackingNumber) throw new Error('the order has no AWB');
      ({ sent } = await carrier.deliveryAction(order.trackingNumber, instructionOf(request, at)));
    } catch (error) {
      await attempts.release(id, at);
      log.warn({ err: error, attemptId: id }, 'a failed delivery choice did not reach the courier; nothing changed');
      throw new AppError('DELIVERY_CHOICE_NOT_SENT');
    }
    return transaction(async (tx) => {
      const locked = (await tx.orders.lock(claimed.orderId)) ?? order;
      const closed = await tx.attempts.close(id, at, {
        choice: request.choice,
        chosenBy: actor.by,
        chosenByUserId: actor.by === 'owner' ? actor.userId : null,
        passedToCourier: sent,
        at,
      });
      if (!closed) throw new AppError('DELIVERY_CHOICE_IN_PROGRESS');
      let after = locked;
      let what = WHAT_WAS_ASKED[request.choice];
      if (request.choice === 'change_contact') {
        const shippingAddress = {
          ...locked.shippingAddress,
          address: request.address,
          apartment: request.apartment,
          landmark: request.landmark,
          phone: request.phone,
        };
        await tx.attempts.setDeliveryContact(locked.id, shippingAddress, at);
        after = { ...locked, shippingAddress };
        const lines = [request.address, request.apartment, request.landmark].filter(Boolean).join(', ');
        what = `asked the courier to try again at ${lines} (PIN ${locked.shippingAddress.postalCode}), phone ${request.phone}`;
      }
      const who = actor.by === 'owner' ? 'the shop, for the shopper,' : 'the shopper';
      const handOn = sent ? '' : ' The courier is arranged by hand: the owner passes this on.';
      await tx.orders.insertHistory(
        locked.id,
        locked.status,
        `Failed delivery ${closed.attemptNumber}: ${who} ${what}.${handOn}`,
        {
          actorUserId: actor.by === 'owner' ? actor.userId : null,
          at,
        },
      );
      if (actor.by === 'owner') {
        await tx.audit({
          actorUserId: actor.userId,
          action: 'order.delivery_choice',
          entity: 'order',
          entityId: locked.id,
          before: { deliveryAttempt: closed.id, state: 'open' },
          after: { deliveryAttempt: closed.id, choice: request.choice, passedToCourier: sent },
        });
      }
      return toDto(closed, after);
    });
  }

  return {
    /**
     * A tracking update, inside its transaction with the order locked: a failed attempt opens one
     * attempt (a repeat, a late report of an older one, or one while another is open opens none) and
     * tells the shopper; a delivery, or a parcel turning back, leaves nothing to choose.
     */
    async applyIn(tx: AttemptQueries, order: OrderRow, update: TrackingUpdate, at: Date): Promise<void> {
      if (update.progress === 'delivered' || update.progress === 'returning') {
        await tx.attempts.closeOpen(order.id, at);
        return;
      }
      if (update.progress !== 'undelivered') return;
      if (order.status !== 'shipped' && order.status !== 'out_for_delivery') return;
      // The failed attempt is the newest scan saying so; a courier's later note (a re-attempt asked
      // for) under the same status is not a new failure.
      const newestFirst = [...update.scans].sort((a, b) => b.at.getTime() - a.at.getTime());
      const last = newestFirst.find((scan) => FAILED_SCAN.test(`${scan.status} ${scan.activity}`)) ?? newestFirst[0];
      const latest = await tx.attempts.latest(order.id);
      // Without a scan there is no telling a repeat from a new attempt: only a first one opens.
      if (latest && (!last || latest.state !== 'closed' || latest.attemptedAt >= last.at)) return;
      const reason = (last?.activity || last?.status || 'The courier gave no reason').slice(0, 300);
      const attemptNumber = (await tx.attempts.countFor(order.id)) + 1;
      const row = await tx.attempts.open({ orderId: order.id, attemptedAt: last?.at ?? at, attemptNumber, reason, at });
      if (!row) return;
      await tx.orders.insertHistory(
        order.id,
        order.status,
        `Delivery attempt ${attemptNumber} failed: ${reason}. The shopper was sent a link to choose what happens next.`,
        { at },
      );
      const link = linkFor(row.id, order.locale, at);
      await tx.notifyOrder(
        order,
        deliveryFailedEmail(order, reason, link, publicUrl),
        deliveryFailedText(order, reason, link),
      );
    },

    /** What the link's page shows; opening it changes nothing (link scanners open links too). */
    async view(link: DeliveryLink): Promise<DeliveryAttemptDto> {
      const found = await load(checkLink(link));
      if (!found) throw new AppError('DELIVERY_LINK_INVALID');
      return toDto(found.row, found.order);
    },

    /** The page's form: the shopper's one choice, passed to the courier, then recorded. */
    chooseByLink(link: DeliveryLink, request: DeliveryChoiceBody): Promise<DeliveryAttemptDto> {
      return choose(checkLink(link), request, { by: 'shopper' });
    },

    /** The owner acting for the shopper (after a call), with the same three choices. */
    async chooseByOwner(adminId: string, id: string, request: DeliveryChoiceBody): Promise<AdminDeliveryAttemptDto> {
      if (!isUuid(id)) throw new AppError('DELIVERY_ATTEMPT_NOT_FOUND');
      const attempt = await choose(id, request, { by: 'owner', userId: adminId });
      const found = await load(id);
      return { ...attempt, orderId: found!.order.id, shopperName: found!.order.shippingAddress.fullName };
    },

    /** Open failed deliveries for the owner, and the last 3 days' choices to pass on by hand, oldest first. */
    async listOpen(): Promise<AdminDeliveryAttemptDto[]> {
      return (await attempts.listOpen(new Date(now().getTime() - LINK_MS))).map(({ attempt, order }) => ({
        ...toDto(attempt, order),
        orderId: order.id,
        shopperName: order.shippingAddress.fullName,
      }));
    },

    /** Whether choices reach the courier by themselves, or the owner passes them on. */
    carrierActs: carrier.provider !== 'manual',
  };
}
