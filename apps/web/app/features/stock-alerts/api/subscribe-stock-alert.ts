import type { StockAlertRequest, StockAlertResponse } from '@shop/shared/contracts/stock-alerts';
import type { ApiClient } from '../../../lib/api-client';

/** POST /api/v1/stock-alerts: puts the shopper on a sold-out size's list; a guest's contact gets a link first. */
export function subscribeStockAlert(body: StockAlertRequest, api: ApiClient) {
  return api<StockAlertResponse>('/stock-alerts', { method: 'POST', body });
}
