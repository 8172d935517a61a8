import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCampaign, AdminCampaignInput } from '@shop/shared/contracts/admin-campaigns';
import { adminApi, useAdminSave } from '../shared/admin-api';

// The festival sales of the back office: list, save (schedule or edit), end early.

const CAMPAIGNS_KEY = ['admin', 'campaigns'] as const;

const campaignsQuery = () =>
  queryOptions({
    queryKey: CAMPAIGNS_KEY,
    queryFn: async () => (await adminApi<{ campaigns: AdminCampaign[] }>('/campaigns')).campaigns,
    staleTime: 0,
  });

export const useAdminCampaigns = () => useQuery(campaignsQuery());

export const useSaveCampaign = () =>
  useAdminSave<AdminCampaignInput, AdminCampaign>('/campaigns', 'campaign', CAMPAIGNS_KEY);

export function useEndCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      adminApi<{ campaigns: AdminCampaign[] }>(`/campaigns/${id}/end`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}
