import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { adminApi } from '../shared/admin-api';

// The back office's collections, deities and articles: list, add, save.

const CONTENT_KEY = ['admin', 'content'] as const;

/** A save: to the record's own address (`slug`) when it has one, else a new record. */
type Save<T> = { slug?: string; body: T };

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

function useSave<T, R>(path: string, field: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, body }: Save<T>) => {
      const answer = await adminApi<Record<string, R>>(slug ? `${path}/${encodeURIComponent(slug)}` : path, {
        method: slug ? 'PUT' : 'POST',
        body,
      });
      return answer[field]!;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

export const useSaveCollection = () =>
  useSave<AdminCollectionInput & { slug?: string }, AdminCollection>('/collections', 'collection');
export const useSaveDeity = () => useSave<AdminDeityInput & { slug?: string }, AdminDeity>('/deities', 'deity');
export const useSaveBlogPost = () =>
  useSave<AdminBlogPostInput & { slug?: string }, AdminBlogPost>('/blog-posts', 'post');
