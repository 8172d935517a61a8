import type { MergeIdolsResponse } from '@shop/shared/contracts/idols';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** POST /api/v1/user/idols/merge: a guest's idols join the account's, once, at sign-in. */
export function mergeIdols(idols: unknown[], api: ApiClient = browserApi) {
  return api<MergeIdolsResponse>('/user/idols/merge', { method: 'POST', body: { idols } });
}
