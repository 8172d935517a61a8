import { useMutation } from '../../../lib/query';
import type { UserDataResponse } from '@shop/shared/contracts/auth';
import type { OtpVerify } from '@shop/shared/contracts/messages';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** POST /api/v1/auth/otp/verify: sets the session cookies (the account is made on first use). */
export function signInWithCode(body: OtpVerify, api: ApiClient = browserApi) {
  return api<UserDataResponse>('/auth/otp/verify', { method: 'POST', body });
}

export function useSignInWithCode() {
  return useMutation({ mutationFn: (body: OtpVerify) => signInWithCode(body) });
}
