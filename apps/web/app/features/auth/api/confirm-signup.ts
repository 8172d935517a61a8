import { useMutation } from '../../../lib/query';
import type { ConfirmSignupRequest, UserDataResponse } from '@shop/shared/contracts/auth';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** POST /api/v1/auth/signup/confirm with the token of the emailed link: creates the account and signs it in. */
export function confirmSignup(body: ConfirmSignupRequest, api: ApiClient = browserApi) {
  return api<UserDataResponse>('/auth/signup/confirm', { method: 'POST', body });
}

export function useConfirmSignup() {
  return useMutation({ mutationFn: (body: ConfirmSignupRequest) => confirmSignup(body) });
}
