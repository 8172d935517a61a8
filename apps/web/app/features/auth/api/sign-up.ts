import { useMutation } from '../../../lib/query';
import type { SignupRequest, SignupResponse } from '@shop/shared/contracts/auth';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/**
 * POST /api/v1/auth/signup: asks for an account. The answer is the same whether or not the email
 * has one; the account is made when the emailed link is opened (confirm-signup.ts).
 */
export function signUp(body: SignupRequest, api: ApiClient = browserApi) {
  return api<SignupResponse>('/auth/signup', { method: 'POST', body });
}

export function useSignUp() {
  return useMutation({ mutationFn: (body: SignupRequest) => signUp(body) });
}
