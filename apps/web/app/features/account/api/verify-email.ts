import type { VerifyEmailRequest, VerifyEmailResponse } from '@shop/shared/contracts/email-verification';
import type { ApiClient } from '../../../lib/api-client';

/**
 * POST /api/v1/auth/verify-email {token}: opens the emailed link. Called by the /verify-email
 * page's action on the server (the page's form posts there with or without its script).
 */
export function verifyEmail(body: VerifyEmailRequest, api: ApiClient) {
  return api<VerifyEmailResponse>('/auth/verify-email', { method: 'POST', body });
}
