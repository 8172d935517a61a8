import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_BUILT_MESSAGE, storefrontBuilt, storefrontForSuite } from './storefront-app';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

// Sent over a real socket: `inject` parses the URL first, which would resolve `..` and refuse a
// malformed escape before the shop ever saw them; a browser or a scanner sends them as they are.
function rawGet(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

describe.skipIf(!storefrontBuilt)('unknown pictures and malformed addresses', () => {
  const store = storefrontForSuite();
  let port: number;

  beforeAll(async () => {
    await store.shop.app.listen({ port: 0, host: '127.0.0.1' });
    port = (store.shop.app.server.address() as { port: number }).port;
  });

  const expectShopError = (answer: Answer, path: string, status: number, code: string) => {
    expect(answer.status, path).toBe(status);
    expect(answer.headers['content-type'], path).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body), path).toMatchObject({ success: false, code, requestId: expect.any(String) });
    // Nothing about the server's files or framework in the answer.
    expect(answer.body, path).not.toMatch(/FST_|Route GET|not a valid url|\/etc\/|root:/);
  };

  it('a picture that does not exist is a 404 in the shop error shape', async () => {
    for (const path of ['/images/nope.webp', '/images/..%2f..%2fetc/passwd', '/images/probe.webp/..', '/images/.env']) {
      expectShopError(await rawGet(port, path), path, 404, 'ROUTE_NOT_FOUND');
    }
    // The picture that exists is still served.
    expect((await rawGet(port, '/images/probe.webp')).status).toBe(200);
  });

  it('a path climbing out of the pictures folder, or the folder itself, is refused in the shop error shape', async () => {
    for (const path of ['/images/../../etc/passwd', '/images/%2e%2e/%2e%2e/etc/passwd', '/images/']) {
      expectShopError(await rawGet(port, path), path, 403, 'FORBIDDEN');
    }
  });

  it('an address whose escapes do not decode is a 400 in the shop error shape, with the security headers', async () => {
    for (const path of ['/%E0%A4%A', '/products/%E0%A4%A', '/images/%E0%A4%A', '/api/v1/product/%E0%A4%A']) {
      const answer = await rawGet(port, path);
      expectShopError(answer, path, 400, 'VALIDATION_FAILED');
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });
});

if (!storefrontBuilt) console.log(`[bad urls] skipped: ${NOT_BUILT_MESSAGE}`);
