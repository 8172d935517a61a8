import { useMutation } from '../../../lib/query';
import type { NewsletterRequest, NewsletterResponse } from '@shop/shared/contracts/newsletter';
import { browserApi, type ApiClient } from '../../../lib/api-client';

export function subscribeNewsletter(body: NewsletterRequest, api: ApiClient = browserApi) {
  return api<NewsletterResponse>('/newsletter', { method: 'POST', body });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: (body: NewsletterRequest) => subscribeNewsletter(body) });
}
