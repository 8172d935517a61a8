import { useMutation } from '../../../lib/query';
import type { EmailRequest, MessageResponse } from '@shop/shared/contracts/auth';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** POST /api/v1/auth/forgot-password: the answer is the same whether or not the email has an account. */
export function requestPasswordReset(body: EmailRequest, api: ApiClient = browserApi) {
  return api<MessageResponse>('/auth/forgot-password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (body: EmailRequest) => requestPasswordReset(body) });
}
