import { browserApi, offlineError, readApiResponse } from './api-client';

// Calls that bypass the JSON client, in a module of their own: the pages that never upload (every
// page a visitor opens first) do not carry them.

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`/api/v1${path}`, { credentials: 'same-origin', ...init });
  } catch {
    throw offlineError();
  }
}

/**
 * A call that bypasses the JSON client (an upload, a download) renews an expired session the same
 * way: refused with 401, one JSON call (which renews the session or throws "please log in") and a retry.
 */
export async function fetchRenewing(path: string, init: RequestInit): Promise<Response> {
  const response = await send(path, init);
  if (response.status !== 401) return response;
  await browserApi('/user/profile');
  return send(path, init);
}

/** A multipart upload (photos, images, CSV files): the browser sets the multipart boundary itself. */
export async function browserUpload<T>(path: string, form: FormData, method = 'POST'): Promise<T> {
  return readApiResponse<T>(await fetchRenewing(path, { method, body: form }));
}
