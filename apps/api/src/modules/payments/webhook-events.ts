import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { faultPoint } from '../../faults/fault-point';
import type { PaymentService } from './payment-service';

const entity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.looseObject(shape) });

/** The parts of Razorpay's webhook payloads the shop reads; anything else is kept but not read. */
export const webhookEventSchema = z.looseObject({
  id: z.string().max(100).optional(),
  event: z.string().max(100),
  payload: z.looseObject({
    payment: entity({
      id: z.string(),
      order_id: z.string().nullable().optional(),
      amount: z.number().int(),
      method: z.string().nullable().optional(),
      error_description: z.string().nullable().optional(),
    }).optional(),
    order: entity({ id: z.string(), amount_paid: z.number().int().optional() }).optional(),
    refund: entity({ id: z.string(), payment_id: z.string(), amount: z.number().int() }).optional(),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/**
 * Applies one verified webhook delivery; true when it had been seen before. Every handler is safe
 * to repeat (payments are confirmed once, a paid order never moves back), so two concurrent
 * deliveries of one event are harmless; the record of the event id makes later repeats free.
 */
export async function handleWebhookEvent(
  input: { eventId: string; provider: string; event: WebhookEvent; payload: unknown },
  payments: PaymentService,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<boolean> {
  if (await payments.webhookSeen(input.eventId)) return true;
  const { event, payload } = input.event;
  const payment = payload.payment?.entity;

  switch (event) {
    case 'payment.captured':
      if (payment?.order_id) {
        await payments.confirmPayment({
          providerOrderId: payment.order_id,
          providerPaymentId: payment.id,
          method: payment.method ?? null,
          amountPaise: payment.amount,
        });
      }
      break;
    case 'order.paid': {
      const order = payload.order?.entity;
      if (order && payment) {
        await payments.confirmPayment({
          providerOrderId: order.id,
          providerPaymentId: payment.id,
          method: payment.method ?? null,
          amountPaise: payment.amount,
        });
      }
      break;
    }
    case 'payment.failed':
      if (payment?.order_id) {
        await payments.recordPaymentFailure({
          providerOrderId: payment.order_id,
          providerPaymentId: payment.id,
          reason: payment.error_description ?? 'Payment failed',
        });
      }
      break;
    case 'refund.processed': {
      const refund = payload.refund?.entity;
      if (refund) {
        await payments.refundProcessed({
          providerRefundId: refund.id,
          providerPaymentId: refund.payment_id,
          amountPaise: refund.amount,
        });
      }
      break;
    }
    case 'refund.failed': {
      const refund = payload.refund?.entity;
      if (refund) await payments.refundFailed(refund.id);
      break;
    }
    default:
      log.info({ event, eventId: input.eventId }, 'webhook event not handled');
  }

  faultPoint('webhook.before-record');
  const recorded = await payments.recordWebhook({
    id: input.eventId,
    provider: input.provider,
    type: event,
    payload: input.payload,
  });
  return !recorded;
}
