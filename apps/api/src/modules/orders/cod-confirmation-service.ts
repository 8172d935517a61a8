import type { CodDecision, CodLink, CodOrder } from '@shop/shared/contracts/messages';
import { paiseToRupees } from '@shop/shared/money';
import { isOrderId, orderNumber } from '@shop/shared/order-rules';
import { AppError } from '../../app-error';
import { transactional } from '../../db/transactional';
import { codLinks } from '../checkout/cod-links';
import type { OrderRow } from '../checkout/order-repository';
import { orderCore, type Actor, type OrderDeps } from './order-service';
import { orderQueries, type OrderQueries } from './order-queries';
import { cashOnDelivery } from '../../observability/shop-metrics';

type Deps = OrderDeps & { hash: (value: string) => string };

const DECIDED = { confirmed: 'confirmed', cancelled: 'cancelled' } as const;

/**
 * Cash-on-delivery orders confirmed before they ship (decision 0046): by the shopper from the
 * message's signed links, or by the owner after a call, within `codConfirmMinutes` of placing;
 * after that the order is cancelled and its stock goes back (decision 0125).
 */
export function codConfirmationService(deps: Deps) {
  const { db, publicUrl, hash, codConfirmMinutes } = deps;
  const now = deps.now ?? (() => new Date());
  const transaction = transactional(db, orderQueries);
  const links = codLinks(hash, publicUrl);
  const core = orderCore(deps);

  function checkLink(link: CodLink, at: Date): string {
    if (!isOrderId(link.order) || !links.isValid({ orderId: link.order, expires: link.e, signature: link.s }, at)) {
      throw new AppError('COD_LINK_INVALID');
    }
    return link.order;
  }

  function toCodOrder(order: OrderRow, itemCount: number): CodOrder {
    return {
      orderNumber: orderNumber(order.id),
      totalAmount: paiseToRupees(order.totalPaise),
      itemCount,
      codConfirmation: order.codConfirmation ?? 'awaiting',
    };
  }

  /** Confirms or cancels a locked order still awaiting its confirmation; a second decision is refused. */
  async function decideIn(tx: OrderQueries, order: OrderRow, decision: CodDecision, actor: Actor, at: Date) {
    if (order.paymentMethod !== 'cod' || order.codConfirmation === null) throw new AppError('COD_LINK_INVALID');
    if (order.codConfirmation !== 'awaiting') {
      throw new AppError('COD_ALREADY_DECIDED', { decision: DECIDED[order.codConfirmation] });
    }
    const who = actor.byShop ? 'by the shop after a call' : 'by the customer from the confirmation message';
    if (decision === 'cancel') {
      const toSend = await core.cancelIn(tx, order, actor, `Cash on delivery not confirmed (${who})`, at);
      await tx.orders.setCodConfirmation(order.id, 'cancelled', at);
      return toSend;
    }
    if (order.status !== 'processing') throw new AppError('ORDER_STATUS_TRANSITION');
    await tx.orders.setCodConfirmation(order.id, 'confirmed', at);
    await tx.orders.insertHistory(order.id, order.status, `Cash on delivery confirmed ${who}`, {
      actorUserId: actor.byShop ? actor.userId : null,
      at,
    });
    return null;
  }

  async function lockOrder(tx: OrderQueries, orderId: string): Promise<OrderRow> {
    const order = await tx.orders.lock(orderId);
    if (!order) throw new AppError('COD_LINK_INVALID');
    return order;
  }

  return {
    /** What the link's page shows before its button is pressed; opening it changes nothing. */
    async view(link: CodLink): Promise<CodOrder> {
      const orderId = checkLink(link, now());
      return transaction(async (tx) => {
        const order = await tx.orders.find(orderId);
        if (!order || order.codConfirmation === null) throw new AppError('COD_LINK_INVALID');
        const items = await tx.orders.items(orderId);
        return toCodOrder(
          order,
          items.reduce((sum, item) => sum + item.quantity, 0),
        );
      });
    },

    /** The page's button: confirms or cancels (stock back) once, while the link is valid. */
    async decideByLink(link: CodLink, decision: CodDecision): Promise<CodOrder> {
      const at = now();
      const orderId = checkLink(link, at);
      const { toSend, order } = await transaction(async (tx) => {
        const locked = await lockOrder(tx, orderId);
        const sent = await decideIn(tx, locked, decision, { userId: locked.userId, byShop: false }, at);
        const items = await tx.orders.items(orderId);
        const after = (await tx.orders.find(orderId)) ?? locked;
        return {
          toSend: sent,
          order: toCodOrder(
            after,
            items.reduce((sum, item) => sum + item.quantity, 0),
          ),
        };
      });
      cashOnDelivery.inc({ outcome: decision === 'confirm' ? 'confirmed' : 'cancelled' });
      await core.send(toSend);
      return order;
    },

    /** The owner's call on an order the shopper has not confirmed: confirm it, or cancel it (stock back). */
    async decideByOwner(adminId: string, orderId: string, decision: CodDecision): Promise<void> {
      if (!isOrderId(orderId)) throw new AppError('ORDER_NOT_FOUND');
      const at = now();
      const toSend = await transaction(async (tx) => {
        const order = await tx.orders.lock(orderId);
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        const sent = await decideIn(tx, order, decision, { userId: adminId, byShop: true }, at);
        await tx.audit({
          actorUserId: adminId,
          action: decision === 'confirm' ? 'order.cod_confirm' : 'order.cod_cancel',
          entity: 'order',
          entityId: orderId,
          before: { codConfirmation: 'awaiting' },
          after: { codConfirmation: decision === 'confirm' ? 'confirmed' : 'cancelled' },
        });
        return sent;
      });
      cashOnDelivery.inc({ outcome: decision === 'confirm' ? 'confirmed' : 'cancelled' });
      await core.send(toSend);
    },

    /**
     * Cancels every placed order still awaiting its confirmation at its deadline, `codConfirmMinutes`
     * after it was placed, through the one cancel path (stock back), each under its row lock, so a
     * confirmation that came first wins and two instances cancel once.
     */
    async cancelUnconfirmed(at: Date = now()): Promise<number> {
      const deadline = new Date(at.getTime() - codConfirmMinutes * 60_000);
      const due = await orderQueries(db).orders.unconfirmedCashOnDelivery(deadline, 200);
      let cancelled = 0;
      for (const id of due) {
        const toSend = await transaction(async (tx) => {
          const order = await tx.orders.lock(id);
          if (!order || order.codConfirmation !== 'awaiting' || order.status !== 'processing') return undefined;
          if (!order.codPhone || !order.placedAt || order.placedAt > deadline) return undefined;
          const note = `cash on delivery not confirmed within ${codConfirmMinutes} minutes; items returned to stock`;
          const sent = await core.cancelIn(tx, order, { userId: null, byShop: true }, note, at);
          await tx.orders.setCodConfirmation(id, 'cancelled', at);
          cancelled += 1;
          return sent;
        });
        if (toSend) await core.send(toSend);
      }
      if (cancelled > 0) cashOnDelivery.inc({ outcome: 'cancelled' }, cancelled);
      return cancelled;
    },
  };
}
