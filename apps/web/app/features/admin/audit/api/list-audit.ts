import { keepPreviousData, queryOptions, useQuery } from '../../../../lib/query';
import type { AdminAuditListResponse } from '@shop/shared/contracts/admin-audit';
import { withSearch } from '../../shared/list-filters';
import { adminApi } from '../../shared/admin-api';

export const ADMIN_AUDIT_QUERY_KEY = ['admin', 'audit'] as const;

export type AuditFilters = {
  entity?: string;
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
  page: number;
};

/** GET /api/v1/admin/audit?entity=&action=&actor=&from=&to=&page= */
export function listAudit(filters: AuditFilters): Promise<AdminAuditListResponse> {
  return adminApi<AdminAuditListResponse>(withSearch('/audit', filters));
}

export function auditQuery(filters: AuditFilters) {
  return queryOptions({
    queryKey: [...ADMIN_AUDIT_QUERY_KEY, filters] as const,
    queryFn: () => listAudit(filters),
    staleTime: 15_000,
  });
}

export function useAudit(filters: AuditFilters) {
  return useQuery({ ...auditQuery(filters), placeholderData: keepPreviousData });
}
