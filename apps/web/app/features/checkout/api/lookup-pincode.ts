import type { PincodeDetails, PincodeResponse } from '@shop/shared/contracts/pincode';
import { ApiError, browserApi, type ApiClient } from '../../../lib/api-client';

export const PIN_MESSAGES = {
  format: 'Please enter a valid 6-digit PIN code',
  unknown: 'Invalid PIN code',
  failed: 'Failed to fetch location details',
} as const;

/** GET /api/v1/pincode/:pin; throws an Error carrying the spec's message. */
export async function lookupPincode(pin: string, api: ApiClient = browserApi): Promise<PincodeDetails> {
  if (!/^\d{6}$/.test(pin)) throw new Error(PIN_MESSAGES.format);
  try {
    return (await api<PincodeResponse>(`/pincode/${pin}`)).data;
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'PIN_NOT_FOUND' || error.status === 404)) {
      throw new Error(PIN_MESSAGES.unknown);
    }
    throw new Error(PIN_MESSAGES.failed);
  }
}
