import { useMutation } from '../../../lib/query';
import type { OtpRequest, OtpRequestResponse } from '@shop/shared/contracts/messages';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** POST /api/v1/auth/otp/request: texts a 6-digit sign-in code to the phone (SMS, or WhatsApp). */
export function requestSignInCode(body: OtpRequest, api: ApiClient = browserApi) {
  return api<OtpRequestResponse>('/auth/otp/request', { method: 'POST', body });
}

export function useRequestSignInCode() {
  return useMutation({ mutationFn: (body: OtpRequest) => requestSignInCode(body) });
}
