import { useMutation } from '../../../lib/query';
import type { ChangePasswordRequest, MessageResponse } from '@shop/shared/contracts/auth';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** POST /api/v1/user/change-password: this device stays signed in, the others are signed out. */
export function changePassword(body: ChangePasswordRequest, api: ApiClient = browserApi) {
  return api<MessageResponse>('/user/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordRequest) => changePassword(body) });
}
