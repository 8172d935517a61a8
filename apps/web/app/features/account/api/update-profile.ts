import { useMutation, useQueryClient } from '../../../lib/query';
import type { UpdateProfileRequest, UserDataResponse } from '@shop/shared/contracts/auth';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../auth/api/get-session';

/** PATCH /api/v1/user/profile: name, picture and email preference; answers with the new user data. */
export function updateProfile(body: UpdateProfileRequest, api: ApiClient = browserApi) {
  return api<UserDataResponse>('/user/profile', { method: 'PATCH', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => updateProfile(body),
    onSuccess: ({ userData }) => queryClient.setQueryData(SESSION_QUERY_KEY, userData),
  });
}
