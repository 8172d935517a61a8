import { queryOptions, useQuery } from '../../../lib/query';
import type { BlogPostResponse } from '@shop/shared/contracts/blog';
import { browserApi, type ApiClient } from '../../../lib/api-client';

export function getBlogPost(slug: string, api: ApiClient = browserApi) {
  return api<BlogPostResponse>(`/blog/${encodeURIComponent(slug)}`);
}

export function blogPostQuery(slug: string, api: ApiClient = browserApi) {
  return queryOptions({ queryKey: ['blog', 'post', slug], queryFn: () => getBlogPost(slug, api) });
}

export function useBlogPost(slug: string) {
  return useQuery(blogPostQuery(slug));
}
