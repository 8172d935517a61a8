import { ApiError, browserApi, readApiResponse, type ApiRequest } from '../../../lib/api-client';

/**
 * Calls to /api/v1/admin/… . JSON calls go through the shared browser client (session renewal,
 * error codes as ApiError); pass the path after /admin: `adminApi<ProductList>('/products?q=mukut')`.
 */
export function adminApi<T>(path: string, request?: ApiRequest): Promise<T> {
  return browserApi<T>(`/admin${path}`, request);
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`/api/v1/admin${path}`, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'NETWORK', 'You are currently offline. Some features may be limited.');
  }
}

/**
 * Uploads and downloads bypass the JSON client, so they renew an expired session the same way:
 * refused with 401, one JSON call (which renews the session or throws "please log in") and a retry.
 */
async function adminFetch(path: string, init: RequestInit): Promise<Response> {
  const response = await send(path, init);
  if (response.status !== 401) return response;
  await browserApi('/user/profile');
  return send(path, init);
}

/** A multipart upload (images, CSV files): the browser sets the multipart boundary itself. */
export async function adminUpload<T>(path: string, form: FormData, method = 'POST'): Promise<T> {
  return readApiResponse<T>(await adminFetch(path, { method, body: form }));
}

/**
 * Downloads a file the API builds (a CSV export) and hands it to the browser as a download,
 * named as the server's Content-Disposition says or `fallbackName`.
 */
export async function adminDownload(path: string, fallbackName: string): Promise<void> {
  const response = await adminFetch(path, { method: 'GET' });
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
