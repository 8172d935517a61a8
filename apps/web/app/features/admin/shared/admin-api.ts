import { useMutation, useQueryClient, type QueryKey } from '../../../lib/query';
import { browserApi, readApiResponse, type ApiRequest } from '../../../lib/api-client';
import { browserUpload, fetchRenewing } from '../../../lib/upload';

/**
 * Calls to /api/v1/admin/… . JSON calls go through the shared browser client (session renewal,
 * error codes as ApiError); pass the path after /admin: `adminApi<ProductList>('/products?q=mukut')`.
 */
export function adminApi<T>(path: string, request?: ApiRequest): Promise<T> {
  return browserApi<T>(`/admin${path}`, request);
}

/** A save: to the record's own address (its id or slug) when it has one, else a new record. */
export type AdminSave<T> = { key?: string; body: T };

/**
 * Saves one record of a list the owner edits in place: `PUT path/key` for a saved one, `POST path`
 * for a new one; answers the record under `field` and refreshes the lists under `refresh`.
 */
export function useAdminSave<T, R>(path: string, field: string, refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, body }: AdminSave<T>) => {
      const answer = await adminApi<Record<string, R>>(key ? `${path}/${encodeURIComponent(key)}` : path, {
        method: key ? 'PUT' : 'POST',
        body,
      });
      return answer[field]!;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}

/** A multipart upload (images, CSV files) to /api/v1/admin/… . */
export async function adminUpload<T>(path: string, form: FormData, method = 'POST'): Promise<T> {
  return browserUpload<T>(`/admin${path}`, form, method);
}

/**
 * Downloads a file the API builds (a CSV export) and hands it to the browser as a download,
 * named as the server's Content-Disposition says or `fallbackName`.
 */
export async function adminDownload(path: string, fallbackName: string): Promise<void> {
  const response = await fetchRenewing(`/admin${path}`, { method: 'GET' });
  if (!response.ok) await readApiResponse(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
