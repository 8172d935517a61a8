import { queryOptions, useQuery } from '../../../lib/query';
import type { BlogListResponse } from '@shop/shared/contracts/blog';
import { browserApi, type ApiClient } from '../../../lib/api-client';

export function getBlogPosts(api: ApiClient = browserApi) {
  return api<BlogListResponse>('/blog');
}

export function blogPostsQuery(api: ApiClient = browserApi) {
  return queryOptions({ queryKey: ['blog', 'list'], queryFn: () => getBlogPosts(api) });
}

export function useBlogPosts() {
  return useQuery(blogPostsQuery());
}
