import { useMutation, useQueryClient } from '../../../lib/query';
import type { AddressRequest, AddressResponse } from '@shop/shared/contracts/addresses';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

/** POST /api/v1/user/addresses (new) or PUT /api/v1/user/addresses/:id (edit). */
export function saveAddress(input: { id?: string; body: AddressRequest }, api: ApiClient = browserApi) {
  return input.id
    ? api<AddressResponse>(`/user/addresses/${encodeURIComponent(input.id)}`, { method: 'PUT', body: input.body })
    : api<AddressResponse>('/user/addresses', { method: 'POST', body: input.body });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: string; body: AddressRequest }) => saveAddress(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
