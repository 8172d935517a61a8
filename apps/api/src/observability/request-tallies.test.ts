import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { requestTallies } from './request-tallies';

/** The same answers observed in prom-client's own metrics, one call per answer. */
function observedOneByOne() {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route template and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'From a request received to its answer sent, by method, route template and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    registry,
    add(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
  };
}

describe('requestTallies', () => {
  it('prints what prom-client prints for the same answers, scrape after scrape', async () => {
    const registry = new Registry();
    const tallies = requestTallies([registry]);
    const reference = observedOneByOne();
    const add = (method: string, route: string, status: number, seconds: number) => {
      tallies.route(method, route).add(status, seconds);
      reference.add(method, route, status, seconds);
    };

    // On a bound, between bounds, above the last one; several statuses and methods.
    for (const seconds of [0.0001, 0.005, 0.007, 0.02, 0.3, 1, 4, 11])
      add('GET', '/api/v1/product/:slug', 200, seconds);
    add('GET', '/api/v1/product/:slug', 404, 0.002);
    add('POST', '/api/v1/cart/items', 201, 0.06);
    add('GET', '/products/:slug', 200, 0.0004);
    const first = await registry.metrics();
    expect(first).toBe(await reference.registry.metrics());
    expect(first).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v1/product/:slug",status="200"} 2',
    );
    expect(first).toContain(
      'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/v1/product/:slug",status="200"} 8',
    );
    expect(first).toContain('http_requests_total{method="POST",route="/api/v1/cart/items",status="201"} 1');

    // Counters only grow: the next scrape shows the answers since added to the earlier ones.
    for (let i = 0; i < 1000; i++) add('GET', '/api/v1/product/:slug', 200, 0.003);
    add('GET', '/api/v1/product/:slug', 500, 0.2);
    const second = await registry.metrics();
    expect(second).toBe(await reference.registry.metrics());
    expect(second).toContain('http_requests_total{method="GET",route="/api/v1/product/:slug",status="200"} 1008');
    expect(second).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v1/product/:slug",status="200"} 1002',
    );
  });
});
