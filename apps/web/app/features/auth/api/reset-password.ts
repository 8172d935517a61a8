import { useMutation } from '../../../lib/query';
import type { MessageResponse, ResetPasswordRequest } from '@shop/shared/contracts/auth';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** POST /api/v1/auth/reset-password with the token from the emailed link. */
export function resetPassword(body: ResetPasswordRequest, api: ApiClient = browserApi) {
  return api<MessageResponse>('/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordRequest) => resetPassword(body) });
}
