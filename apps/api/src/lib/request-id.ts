import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request's id: the proxy's X-Request-Id when it looks like one, so logs join up; else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}
