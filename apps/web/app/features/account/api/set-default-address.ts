import { useMutation, useQueryClient } from '../../../lib/query';
import type { AddressResponse } from '@shop/shared/contracts/addresses';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

/** POST /api/v1/user/addresses/:id/default */
export function setDefaultAddress(id: string, api: ApiClient = browserApi) {
  return api<AddressResponse>(`/user/addresses/${encodeURIComponent(id)}/default`, { method: 'POST' });
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => setDefaultAddress(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
