import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCampaign, AdminCampaignInput } from '@shop/shared/contracts/admin-campaigns';
import { adminApi } from '../shared/admin-api';

// The festival sales of the back office: list, save (schedule or edit), end early.

const CAMPAIGNS_KEY = ['admin', 'campaigns'] as const;

const campaignsQuery = () =>
  queryOptions({
    queryKey: CAMPAIGNS_KEY,
    queryFn: async () => (await adminApi<{ campaigns: AdminCampaign[] }>('/campaigns')).campaigns,
    staleTime: 0,
  });

export const useAdminCampaigns = () => useQuery(campaignsQuery());

export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: AdminCampaignInput }) =>
      (id
        ? await adminApi<{ campaign: AdminCampaign }>(`/campaigns/${id}`, { method: 'PUT', body })
        : await adminApi<{ campaign: AdminCampaign }>('/campaigns', { method: 'POST', body })
      ).campaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}

export function useEndCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      adminApi<{ campaigns: AdminCampaign[] }>(`/campaigns/${id}/end`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}
