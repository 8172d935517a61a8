import type { IdolResponse } from '@shop/shared/contracts/idols';
import type { ApiClient } from '../../../lib/api-client';

/** The form's fields as posted: the API reads them with the contract (size, or height in inches). */
export type IdolForm = { name: string; deity: string; size?: string; heightIn?: string };

/** POST /api/v1/user/idols. */
export function saveIdol(idol: IdolForm, api: ApiClient) {
  return api<IdolResponse>('/user/idols', { method: 'POST', body: idol });
}

/** PATCH /api/v1/user/idols/:id. */
export function updateIdol(id: string, idol: IdolForm, api: ApiClient) {
  return api<IdolResponse>(`/user/idols/${encodeURIComponent(id)}`, { method: 'PATCH', body: idol });
}

/** DELETE /api/v1/user/idols/:id. */
export function deleteIdol(id: string, api: ApiClient) {
  return api<{ success: true; message: string }>(`/user/idols/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
