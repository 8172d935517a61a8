import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 in lower-case hex, the form Razorpay signs payments and webhooks with. */
export function hmacSha256Hex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/**
 * Compares a signature a caller sent with the one we computed, in constant time, so the time a
 * refusal takes does not reveal how many leading characters were right.
 */
export function signaturesMatch(expectedHex: string, given: string | undefined): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Razorpay's payment signature: HMAC of `order_id|payment_id` with the key secret. */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay-shaped identifiers (`order_`, `pay_`, `rfnd_` + 14 base62 characters). */
export function razorpayStyleId(prefix: 'order' | 'pay' | 'rfnd'): string {
  let id = '';
  for (let i = 0; i < 14; i += 1) id += BASE62[randomInt(BASE62.length)];
  return `${prefix}_${id}`;
}

/** Signature checks shared by both providers: the same HMACs Razorpay computes. */
export function signatureChecks(keySecret: string, webhookSecret: string | undefined) {
  return {
    verifyPaymentSignature({
      orderId,
      paymentId,
      signature,
    }: {
      orderId: string;
      paymentId: string;
      signature: string;
    }) {
      return signaturesMatch(paymentSignature(keySecret, orderId, paymentId), signature);
    },
    verifyWebhookSignature(rawBody: Buffer, signature: string | undefined) {
      // Without a configured secret no delivery can be trusted, so none is.
      if (!webhookSecret) return false;
      return signaturesMatch(hmacSha256Hex(webhookSecret, rawBody), signature);
    },
  };
}
