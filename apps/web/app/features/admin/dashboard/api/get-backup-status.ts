import { queryOptions, useQuery } from '../../../../lib/query';
import type { AdminBackupStatus } from '@shop/shared/contracts/admin-backups';
import { browserApi, type ApiClient } from '../../../../lib/api-client';

/** GET /api/v1/admin/backups/latest */
export async function getBackupStatus(api: ApiClient = browserApi): Promise<AdminBackupStatus> {
  return api<AdminBackupStatus>('/admin/backups/latest');
}

export function backupStatusQuery(api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: ['admin', 'backups', 'latest'],
    queryFn: () => getBackupStatus(api),
    staleTime: 60_000,
  });
}

export function useBackupStatus() {
  return useQuery(backupStatusQuery());
}
