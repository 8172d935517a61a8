import { useMutation } from '@tanstack/react-query';
import type { SignupRequest, UserDataResponse } from '@shop/shared/contracts/auth';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** POST /api/v1/auth/signup: creates the account and signs it in. */
export function signUp(body: SignupRequest, api: ApiClient = browserApi) {
  return api<UserDataResponse>('/auth/signup', { method: 'POST', body });
}

export function useSignUp() {
  return useMutation({ mutationFn: (body: SignupRequest) => signUp(body) });
}
