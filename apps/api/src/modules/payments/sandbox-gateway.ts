import type { GatewayOrder, GatewayRefund, PaymentGateway } from './gateway-types';
import { paymentSignature, razorpayStyleId, signatureChecks } from './razorpay-signature';

export type SandboxGateway = PaymentGateway & {
  readonly provider: 'sandbox';
  /** What Razorpay's widget hands the browser after a successful payment, signed as Razorpay signs it. */
  pay(orderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
};

/**
 * Local test payments: Razorpay-shaped order and payment ids made here, signed with the key secret
 * exactly as Razorpay signs them, so verification runs the same code as with real payments.
 */
export function sandboxGateway({
  keyId,
  keySecret,
  webhookSecret,
}: {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
}): SandboxGateway {
  return {
    provider: 'sandbox',
    keyId,
    ...signatureChecks(keySecret, webhookSecret),

    async createOrder({ amountPaise }): Promise<GatewayOrder> {
      return { id: razorpayStyleId('order'), amountPaise, currency: 'INR' };
    },

    async refund(): Promise<GatewayRefund> {
      return { id: razorpayStyleId('rfnd'), status: 'processed' };
    },

    pay(orderId) {
      const paymentId = razorpayStyleId('pay');
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(keySecret, orderId, paymentId),
      };
    },
  };
}
