import { browserApi, readApiResponse, type ApiRequest } from '../../../lib/api-client';
import { browserUpload, fetchRenewing } from '../../../lib/upload';

/**
 * Calls to /api/v1/admin/… . JSON calls go through the shared browser client (session renewal,
 * error codes as ApiError); pass the path after /admin: `adminApi<ProductList>('/products?q=mukut')`.
 */
export function adminApi<T>(path: string, request?: ApiRequest): Promise<T> {
  return browserApi<T>(`/admin${path}`, request);
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
