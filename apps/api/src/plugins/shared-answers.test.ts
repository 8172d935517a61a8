import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncodedBody } from '../lib/encoded-body';
import { securityHeadersPlugin } from '../security/security-headers';
import { createTestApp, type TestApp } from '../test/test-app';
import { serverWithFrontDoor, sharedAnswersPlugin, type FrontDoor, type SharedAnswer } from './shared-answers';

const PAGE = Buffer.from(`<!doctype html><p>${'Laddu Gopal poshak '.repeat(200)}</p>`);

async function appWithOneHeldAnswer({ frontDoor, logLines }: { frontDoor?: FrontDoor; logLines?: string[] } = {}) {
  const app = Fastify({
    ...(frontDoor ? { serverFactory: serverWithFrontDoor(frontDoor) } : {}),
    ...(logLines ? { logger: { level: 'info', stream: lineCollector(logLines) } } : {}),
  });
  app.decorate('config', { isProduction: true } as never);
  await app.register(sharedAnswersPlugin, { frontDoor });
  await app.register(securityHeadersPlugin);
  const held: SharedAnswer = {
    status: 200,
    headers: { 'content-security-policy': "default-src 'self'", 'cache-control': 'public, max-age=60' },
    body: new EncodedBody(PAGE, 'text/html; charset=utf-8'),
  };
  app.sharedAnswers.add((request) => (request.url === '/held' ? held : undefined));
  // As a page's lookup does, this one reads the request's origin.
  app.sharedAnswers.add((request) => (request.url === '/page' && request.host !== undefined ? held : undefined));
  const seen = { handler: 0, onRequest: 0, onSend: 0, onResponse: 0 };
  app.addHook('onRequest', async () => void seen.onRequest++);
  app.addHook('onSend', async () => void seen.onSend++);
  app.addHook('onResponse', async () => void seen.onResponse++);
  app.all('/held', async () => {
    seen.handler++;
    return 'from the handler';
  });
  return { app, seen };
}

/** A log stream keeping each line written. */
function lineCollector(lines: string[]) {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
}

/** A request over a real connection to `app`, listening on a spare port. */
function overHttp(app: FastifyInstance, path: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') {
  const { port } = app.server.address() as AddressInfo;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject).end();
  });
}

/** Headers that differ between any two sends of one answer. */
function lasting({
  date: _date,
  'x-request-id': _id,
  connection: _c,
  'keep-alive': _k,
  ...rest
}: Record<string, unknown>) {
  return rest;
}

describe('the front cache (shared answers)', () => {
  it('sends a held answer before any later hook or the handler, with the security headers and a request id', async () => {
    const { app, seen } = await appWithOneHeldAnswer();
    const res = await app.inject({ method: 'GET', url: '/held', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(seen).toEqual({ handler: 0, onRequest: 0, onSend: 0, onResponse: 1 });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(zlib.brotliDecompressSync(res.rawPayload)).toEqual(PAGE);
    // The answer's own policy wins over the deny-all default; the rest are the shop's.
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(res.headers['x-request-id']).toBeTruthy();
    await app.close();
  });

  it('sends gzip or plain bytes to clients that take no brotli', async () => {
    const { app } = await appWithOneHeldAnswer();
    const gzip = await app.inject({ method: 'GET', url: '/held', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload)).toEqual(PAGE);
    const plain = await app.inject({ method: 'GET', url: '/held' });
    expect(plain.headers['content-encoding']).toBe('identity');
    expect(plain.rawPayload).toEqual(PAGE);
    await app.close();
  });

  it('sends the length of the bytes it sends, also once an answer asked for again is compressed smaller', async () => {
    // Varied words, so that the small compression really is smaller than the quick one.
    const words = ['poshak', 'mukut', 'jhula', 'singhasan', 'pagdi', 'zari', 'gota', 'kundan', 'maroon', 'royal'];
    let seed = 11;
    const word = () => words[(seed = (seed * 48271) % 2147483647) % words.length]!;
    const page = Buffer.from(
      `<ul>${Array.from({ length: 400 }, (_, i) => `<li>${word()} ${word()} ${i}</li>`).join('')}</ul>`,
    );
    const app = Fastify();
    app.decorate('config', { isProduction: true } as never);
    await app.register(sharedAnswersPlugin);
    const held: SharedAnswer = { status: 200, headers: {}, body: new EncodedBody(page, 'text/html; charset=utf-8') };
    app.sharedAnswers.add(() => held);
    const get = () => app.inject({ method: 'GET', url: '/any', headers: { 'accept-encoding': 'br' } });
    const first = await get();
    await expect
      .poll(async () => {
        const res = await get();
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(zlib.brotliDecompressSync(res.rawPayload)).toEqual(page);
        return res.rawPayload.length;
      })
      .toBeLessThan(first.rawPayload.length);
    await app.close();
  });

  it('leaves every other method and URL to the routes', async () => {
    const { app, seen } = await appWithOneHeldAnswer();
    expect((await app.inject({ method: 'POST', url: '/held' })).body).toBe('from the handler');
    expect((await app.inject({ method: 'GET', url: '/held?x=1' })).body).toBe('from the handler');
    expect(seen.handler).toBe(2);
    await app.close();
  });
});

describe('the front door: held answers sent before Fastify sees the request', () => {
  it('sends the same answer as the hooks do, and Fastify sees nothing of it', async () => {
    const { app, seen } = await appWithOneHeldAnswer({ frontDoor: {} });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const injected = await app.inject({ method: 'GET', url: '/held', headers: { 'accept-encoding': 'br' } });
    Object.assign(seen, { onRequest: 0, onResponse: 0 });
    const res = await overHttp(app, '/held', { 'accept-encoding': 'br', 'x-request-id': 'proxy-given-id-1' });
    expect(res.status).toBe(200);
    expect(zlib.brotliDecompressSync(res.body)).toEqual(PAGE);
    expect(lasting(res.headers)).toEqual(lasting(injected.headers));
    expect(res.headers['x-request-id']).toBe('proxy-given-id-1');
    expect(seen).toEqual({ handler: 0, onRequest: 0, onSend: 0, onResponse: 0 });
    await app.close();
  });

  it('leaves to Fastify what only it can answer: other methods, misses, origins behind a proxy, logged requests', async () => {
    const { app, seen } = await appWithOneHeldAnswer({ frontDoor: {} });
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await overHttp(app, '/held', {}, 'POST')).body.toString()).toBe('from the handler');
    expect((await overHttp(app, '/held?x=1')).body.toString()).toBe('from the handler');
    expect(seen).toMatchObject({ handler: 2, onRequest: 2 });
    // Behind a proxy the origin is Fastify's to work out (trustProxy): an answer that needs it is
    // sent by the hook, one that does not by the door.
    const proxy = { 'x-forwarded-host': 'shop.example', 'accept-encoding': 'br' };
    expect(zlib.brotliDecompressSync((await overHttp(app, '/page', proxy)).body)).toEqual(PAGE);
    expect(seen).toMatchObject({ handler: 2, onRequest: 2, onResponse: 3 });
    expect(zlib.brotliDecompressSync((await overHttp(app, '/held', proxy)).body)).toEqual(PAGE);
    expect(zlib.brotliDecompressSync((await overHttp(app, '/page', { 'accept-encoding': 'br' })).body)).toEqual(PAGE);
    expect(seen).toMatchObject({ handler: 2, onRequest: 2, onResponse: 3 });
    await app.close();

    const lines: string[] = [];
    const logged = await appWithOneHeldAnswer({ frontDoor: {}, logLines: lines });
    await logged.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await overHttp(logged.app, '/held');
    expect(res.body).toEqual(PAGE);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    await logged.app.close();
  });
});

describe('catalogue answers through the front cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a repeated request gets exactly what the first one got, cookies or not', async () => {
    for (const url of ['/api/v1/product/homepage-products', '/api/v1/products?limit=3', '/api/v1/search?q=poshak']) {
      const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', cookie: 'a=1' } });
      expect(first.statusCode, url).toBe(200);
      expect(again.statusCode, url).toBe(200);
      expect(again.rawPayload, url).toEqual(first.rawPayload);
      const { 'x-request-id': firstId, date: _d1, ...firstHeaders } = first.headers;
      const { 'x-request-id': againId, date: _d2, ...againHeaders } = again.headers;
      expect(againHeaders, url).toEqual(firstHeaders);
      expect(againId, url).not.toBe(firstId);
    }
  });

  it('over a real connection the front door sends what the hooks send', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of ['/api/v1/product/homepage-products', '/api/v1/products?limit=3', '/api/v1/search?q=poshak']) {
      const injected = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const sent = await overHttp(t.app, url, { 'accept-encoding': 'br' });
      expect(sent.status, url).toBe(200);
      // The bytes may have been compressed smaller in between (encoded-body.ts); what they say may not.
      expect(zlib.brotliDecompressSync(sent.body), url).toEqual(zlib.brotliDecompressSync(injected.rawPayload));
      expect(Number(sent.headers['content-length']), url).toBe(sent.body.length);
      const { 'content-length': _sentLength, ...sentHeaders } = lasting(sent.headers);
      const { 'content-length': _injectedLength, ...injectedHeaders } = lasting(injected.headers);
      expect(sentHeaders, url).toEqual(injectedHeaders);
    }
  });
});
