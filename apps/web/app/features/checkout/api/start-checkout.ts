import type {
  CheckoutRequest,
  CheckoutResponse,
  PaymentVerificationRequest,
  PaymentVerificationResponse,
  SandboxPayRequest,
  SandboxPayResponse,
} from '@shop/shared/contracts/checkout';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** POST /api/v1/payment/checkout: the server prices and reserves the order and opens its payment. */
export function startCheckout(request: CheckoutRequest, api: ApiClient = browserApi) {
  return api<CheckoutResponse>('/payment/checkout', { method: 'POST', body: request });
}

/** POST /api/v1/payment/payment-verification: the payment widget's success callback, checked by the server. */
export function verifyPayment(request: PaymentVerificationRequest, api: ApiClient = browserApi) {
  return api<PaymentVerificationResponse>('/payment/payment-verification', { method: 'POST', body: request });
}

/** POST /api/v1/payment/sandbox/pay: the local payment sheet's Pay or Fail (sandbox provider only). */
export function sandboxPay(request: SandboxPayRequest, api: ApiClient = browserApi) {
  return api<SandboxPayResponse>('/payment/sandbox/pay', { method: 'POST', body: request });
}
