export type GatewayOrder = { id: string; amountPaise: number; currency: 'INR' };
export type GatewayRefund = { id: string; status: 'pending' | 'processed' | 'failed' };

/**
 * Where online payments go. Both providers speak Razorpay's protocol (order ids, the
 * `order_id|payment_id` signature, signed webhooks), so checkout, verification and webhooks are
 * one code path; only order creation and refunds differ.
 */
export interface PaymentGateway {
  readonly provider: 'razorpay' | 'sandbox';
  /** The public key the payment widget opens with. */
  readonly keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** Idempotent per key: a retry with the same key never refunds twice. */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<GatewayRefund>;
  /** `orderId` must come from our database, never from the request being verified. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
}
