import { queryOptions, useQuery } from '../../../lib/query';
import type { Address, AddressListResponse } from '@shop/shared/contracts/addresses';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { useSession } from '../../auth/api/get-session';

export const ADDRESSES_QUERY_KEY = ['addresses'] as const;

export async function getAddresses(api: ApiClient = browserApi): Promise<Address[]> {
  return (await api<AddressListResponse>('/user/addresses')).addresses;
}

export function addressesQuery(api: ApiClient = browserApi) {
  return queryOptions({ queryKey: ADDRESSES_QUERY_KEY, queryFn: () => getAddresses(api) });
}

/** The signed-in shopper's saved addresses, the default first. */
export function useAddresses() {
  const session = useSession();
  return useQuery({ ...addressesQuery(), enabled: session.status === 'authenticated' });
}
