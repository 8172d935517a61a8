import type { StockAlertConfirmResponse } from '@shop/shared/contracts/stock-alerts';
import type { ApiClient } from '../../../lib/api-client';

/** POST /api/v1/stock-alerts/confirm: the link's button proves the guest's phone or email. */
export function confirmStockAlert(token: string, api: ApiClient) {
  return api<StockAlertConfirmResponse>('/stock-alerts/confirm', { method: 'POST', body: { token } });
}
