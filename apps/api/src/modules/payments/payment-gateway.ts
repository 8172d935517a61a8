import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { razorpayGateway } from './razorpay-gateway';
import type { PaymentGateway } from './gateway-types';
import { sandboxGateway, type SandboxGateway } from './sandbox-gateway';

/** The sandbox signs with this when no key secret is configured, so development needs no setup. */
export const SANDBOX_DEFAULT_KEY_SECRET = 'sandbox-key-secret-for-local-development';
export const SANDBOX_DEFAULT_KEY_ID = 'rzp_test_sandbox';

/** The configured gateway; the sandbox one can also make payments (its local checkout dialog). */
export type ShopGateway = (PaymentGateway & { readonly provider: 'razorpay' }) | SandboxGateway;

export function createPaymentGateway(config: Config, log: FastifyBaseLogger): ShopGateway {
  if (config.paymentProvider === 'razorpay') {
    const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = config;
    // loadConfig refuses razorpay without keys; this guards direct construction.
    if (!keyId || !keySecret) throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required for razorpay');
    return razorpayGateway({
      keyId,
      keySecret,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      baseUrl: config.RAZORPAY_API_URL,
      timeoutMs: config.RAZORPAY_TIMEOUT_MS,
      log,
    });
  }
  return sandboxGateway({
    keyId: config.RAZORPAY_KEY_ID ?? SANDBOX_DEFAULT_KEY_ID,
    keySecret: config.RAZORPAY_KEY_SECRET ?? SANDBOX_DEFAULT_KEY_SECRET,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
  });
}
