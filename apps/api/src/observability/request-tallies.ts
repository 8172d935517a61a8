import { Counter, Histogram, type Registry } from 'prom-client';

/** Upper bounds of the request-duration buckets, in seconds. */
const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = { method: string; route: string; status: string };

/** The answers of one method, route and status: a count and their durations, as plain numbers. */
class Tally {
  count = 0;
  sum = 0;
  /** Answers per bucket, not cumulative; the last slot holds those above every bound. */
  readonly perBucket = new Float64Array(BOUNDS.length + 1);
  constructor(readonly labels: Labels) {}
}

/** The answers of one method and route, by status. */
export class RouteTally {
  private readonly byStatus = new Map<number, Tally>();
  constructor(
    private readonly method: string,
    private readonly route: string,
    private readonly all: Tally[],
  ) {}

  /** Counts one answer: a few additions, no labels hashed. */
  add(status: number, seconds: number): void {
    let tally = this.byStatus.get(status);
    if (tally === undefined) {
      tally = new Tally({ method: this.method, route: this.route, status: String(status) });
      this.byStatus.set(status, tally);
      this.all.push(tally);
    }
    tally.count++;
    tally.sum += seconds;
    let bucket = 0;
    while (bucket < BOUNDS.length && seconds > BOUNDS[bucket]!) bucket++;
    tally.perBucket[bucket]!++;
  }
}

/** One prom-client 15 histogram series as it keeps and prints it (buckets per bound, not cumulative). */
type HistogramSeries = { labels: Labels; bucketValues: Record<number, number>; sum: number; count: number };

/**
 * `http_requests_total` and `http_request_duration_seconds`, by method, route template and status.
 * Each answer adds to a plain tally of its route (`route(method, template).add(status, seconds)`);
 * prom-client's metrics are filled from the tallies when they are scraped (their `collect` hook), so
 * the text Prometheus reads is the same as if every answer had been observed there. The caller keeps
 * the labels few: a route template or page pattern, never an address.
 */
export function requestTallies(registers: Registry[]) {
  const all: Tally[] = [];
  const byMethod = new Map<string, Map<string, RouteTally>>();

  new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
    collect() {
      this.reset();
      for (const tally of all) this.inc(tally.labels, tally.count);
    },
  });
  new Histogram({
    name: 'http_request_duration_seconds',
    help: 'From a request received to its answer sent, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BOUNDS,
    registers,
    collect() {
      // prom-client has no way to set a histogram's buckets; it prints the series held here.
      const series: Record<string, HistogramSeries> = {};
      for (const [at, tally] of all.entries()) {
        const bucketValues: Record<number, number> = {};
        for (const [i, bound] of BOUNDS.entries()) bucketValues[bound] = tally.perBucket[i]!;
        series[at] = { labels: tally.labels, bucketValues, sum: tally.sum, count: tally.count };
      }
      (this as unknown as { hashMap: Record<string, HistogramSeries> }).hashMap = series;
    },
  });

  return {
    /** The tally of one method and route, made on first use. */
    route(method: string, route: string): RouteTally {
      let routes = byMethod.get(method);
      if (routes === undefined) byMethod.set(method, (routes = new Map()));
      let tally = routes.get(route);
      if (tally === undefined) routes.set(route, (tally = new RouteTally(method, route, all)));
      return tally;
    },
  };
}
