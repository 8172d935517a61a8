import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // A route that fails the way a bug would, to see what a client is told.
  t.app.get('/api/v1/test-only/boom', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
});
afterAll(() => t.close());

describe('the API shell', () => {
  it('reports health with the kind of database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { kind: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite', status: 'up' },
      catalogue: { status: 'ready' },
    });
  });

  it('says it is not ready while the catalogue is still being read', async () => {
    const { catalogue } = t.app.services;
    const ready = catalogue.ready;
    catalogue.ready = () => new Promise(() => {});
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'degraded',
        database: { status: 'up' },
        catalogue: { status: 'loading' },
      });
    } finally {
      catalogue.ready = ready;
    }
  });

  it('answers unknown API paths with a JSON 404, not a page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('never shows internals in a 500 and gives a request id to quote', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test-only/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('postgres://');
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'INTERNAL', message: 'Something went wrong' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('refuses malformed JSON with a 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
  });

  it('sends security headers on API responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
