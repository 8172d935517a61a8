import { queryOptions, useQuery } from '../../../lib/query';
import type {
  AdminBlogPost,
  AdminBlogPostInput,
  AdminBlogPostListResponse,
  AdminCollection,
  AdminCollectionInput,
  AdminCollectionListResponse,
  AdminDeity,
  AdminDeityInput,
  AdminDeityListResponse,
} from '@shop/shared/contracts/admin-content';
import { adminApi, useAdminSave } from '../shared/admin-api';

// The back office's collections, deities and articles: list, add, save.

const CONTENT_KEY = ['admin', 'content'] as const;

export const useAdminCollections = () =>
  useQuery(
    queryOptions({
      queryKey: [...CONTENT_KEY, 'collections'],
      queryFn: async () => (await adminApi<AdminCollectionListResponse>('/collections')).collections,
      staleTime: 0,
    }),
  );

export const useAdminDeities = () =>
  useQuery(
    queryOptions({
      queryKey: [...CONTENT_KEY, 'deities'],
      queryFn: async () => (await adminApi<AdminDeityListResponse>('/deities')).deities,
      staleTime: 0,
    }),
  );

export const useAdminBlogPosts = () =>
  useQuery(
    queryOptions({
      queryKey: [...CONTENT_KEY, 'blog-posts'],
      queryFn: async () => (await adminApi<AdminBlogPostListResponse>('/blog-posts')).posts,
      staleTime: 0,
    }),
  );

export const useSaveCollection = () =>
  useAdminSave<AdminCollectionInput & { slug?: string }, AdminCollection>('/collections', 'collection', CONTENT_KEY);
export const useSaveDeity = () =>
  useAdminSave<AdminDeityInput & { slug?: string }, AdminDeity>('/deities', 'deity', CONTENT_KEY);
export const useSaveBlogPost = () =>
  useAdminSave<AdminBlogPostInput & { slug?: string }, AdminBlogPost>('/blog-posts', 'post', CONTENT_KEY);
