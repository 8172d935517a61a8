import type { CodDecisionRequest, CodLink, CodOrderResponse } from '@shop/shared/contracts/messages';
import type { ApiClient } from '../../../lib/api-client';

/** GET /api/v1/cod-confirmation?order=&e=&s=: the order a confirmation link names; changes nothing. */
export function getCodOrder(link: CodLink, api: ApiClient) {
  const query = new URLSearchParams({ order: link.order, e: String(link.e), s: link.s });
  return api<CodOrderResponse>(`/cod-confirmation?${query}`);
}

/** POST /api/v1/cod-confirmation: the page's button confirms or cancels the order, once. */
export function decideCodOrder(body: CodDecisionRequest, api: ApiClient) {
  return api<CodOrderResponse>('/cod-confirmation', { method: 'POST', body });
}
