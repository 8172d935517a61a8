import { PermanentSendError } from '../email/email-sender';

/**
 * One HTTP call to a message provider, bounded by `timeoutMs`. A refusal that trying again cannot
 * change (4xx but 408 and 429) throws `PermanentSendError`; a timeout, a lost connection, a 429 or
 * a 5xx throws a plain error, so the outbox retries it later. The error names the provider's own
 * words (never the credentials), for the admin's outbox view.
 */
export async function callProvider(
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${init.timeoutMs} ms` : error;
    throw new Error(`${provider}: ${reason instanceof Error ? reason.message : String(reason)}`, { cause: error });
  }
  const raw = await response.text();
  let body: unknown;
  try {
    body = raw ? JSON.parse(raw) : {};
  } catch {
    body = { text: raw.slice(0, 200) };
  }
  if (response.ok) return body;
  const detail = `${provider} answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`;
  const transient = response.status === 408 || response.status === 429 || response.status >= 500;
  throw transient ? new Error(detail) : new PermanentSendError(detail);
}
