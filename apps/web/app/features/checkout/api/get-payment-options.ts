import { queryOptions, useQuery } from '../../../lib/query';
import type { PaymentOptions, PaymentOptionsResponse } from '@shop/shared/contracts/checkout';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** GET /api/v1/payment/options: the cash-on-delivery fee, the prepaid saving and whether this account may pay on delivery. */
export function getPaymentOptions(api: ApiClient = browserApi) {
  return api<PaymentOptionsResponse>('/payment/options');
}

export function paymentOptionsQuery(api: ApiClient = browserApi) {
  return queryOptions({ queryKey: ['payment-options'] as const, queryFn: () => getPaymentOptions(api) });
}

/** What each way of paying changes, before the shopper chooses; none while it is being read. */
export function usePaymentOptions(): PaymentOptions {
  const options = useQuery(paymentOptionsQuery());
  return options.data?.data ?? { codFee: 0, prepaidDiscount: 0, codRefused: false };
}
