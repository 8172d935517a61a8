import { useMutation } from '../../../lib/query';
import type { ContactRequest, ContactResponse } from '@shop/shared/contracts/contact';
import { browserApi, type ApiClient } from '../../../lib/api-client';

export function sendContactMessage(body: ContactRequest, api: ApiClient = browserApi) {
  return api<ContactResponse>('/contact', { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: (body: ContactRequest) => sendContactMessage(body) });
}
