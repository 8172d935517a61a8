import { queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import type { AdminCampaign, AdminCampaignInput } from '@shop/shared/contracts/admin-campaigns';
import { adminApi, adminUpload, useAdminSave } from '../shared/admin-api';

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

/** PUT /api/v1/admin/campaigns/:id/banner (multipart: alt, altHi, file); null takes the picture off (DELETE). */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      picture,
    }: {
      id: string;
      picture: { file: File | null; alt: string; altHi: string } | null;
    }) => {
      const path = `/campaigns/${encodeURIComponent(id)}/banner`;
      if (!picture) return (await adminApi<{ campaign: AdminCampaign }>(path, { method: 'DELETE' })).campaign;
      const form = new FormData();
      form.append('alt', picture.alt);
      form.append('altHi', picture.altHi);
      // Without a file the server names the box to fill.
      if (picture.file) form.append('file', picture.file);
      return (await adminUpload<{ campaign: AdminCampaign }>(path, form, 'PUT')).campaign;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}
