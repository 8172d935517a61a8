import { useMutation } from '../../../lib/query';
import type { SendVerificationResponse } from '@shop/shared/contracts/email-verification';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** POST /api/v1/user/verify-email/send: a fresh link to the signed-in account's email (a few an hour). */
export function sendVerification(api: ApiClient = browserApi) {
  return api<SendVerificationResponse>('/user/verify-email/send', { method: 'POST' });
}

export function useSendVerification() {
  return useMutation({ mutationFn: () => sendVerification() });
}
