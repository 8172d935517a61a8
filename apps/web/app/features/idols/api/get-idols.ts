import { queryOptions } from '../../../lib/query';
import type { Idol, IdolsResponse } from '@shop/shared/contracts/idols';
import { browserApi, type ApiClient } from '../../../lib/api-client';

export const IDOLS_QUERY_KEY = ['idols'] as const;

/** GET /api/v1/user/idols: the signed-in shopper's saved idols. */
export async function getIdols(api: ApiClient = browserApi): Promise<Idol[]> {
  return (await api<IdolsResponse>('/user/idols')).idols;
}

export function idolsQuery(api: ApiClient = browserApi) {
  return queryOptions({ queryKey: IDOLS_QUERY_KEY, queryFn: () => getIdols(api) });
}
