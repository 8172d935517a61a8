import type {
  DeliveryAttemptResponse,
  DeliveryLink,
  DeliveryLinkChoiceRequest,
} from '@shop/shared/contracts/delivery-attempts';
import type { ApiClient } from '../../../lib/api-client';

/** GET /api/v1/delivery-attempt?attempt=&e=&s=: the failed delivery a link names; changes nothing. */
export function getDeliveryAttempt(link: DeliveryLink, api: ApiClient) {
  const query = new URLSearchParams({ attempt: link.attempt, e: String(link.e), s: link.s });
  return api<DeliveryAttemptResponse>(`/delivery-attempt?${query}`);
}

/** POST /api/v1/delivery-attempt: the shopper's one choice, sent to the courier. */
export function chooseDeliveryAttempt(body: DeliveryLinkChoiceRequest, api: ApiClient) {
  return api<DeliveryAttemptResponse>('/delivery-attempt', { method: 'POST', body });
}
