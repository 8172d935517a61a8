import { useMutation, useQueryClient } from '../../../lib/query';
import type { MessageResponse } from '@shop/shared/contracts/auth';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

/** DELETE /api/v1/user/addresses/:id; the default passes to the newest remaining address. */
export function deleteAddress(id: string, api: ApiClient = browserApi) {
  return api<MessageResponse>(`/user/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAddress(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
