// `npm run bench`: throughput of the shop's API and server-rendered pages, each as a ratio to a
// bare Fastify route measured by the same script on the same machine, against the budgets of
// the proof issue. Prints a table and writes bench/results/latest.json.
//
// BENCH_DURATION (seconds per target, default 8), BENCH_CONNECTIONS (default 50),
// DATABASE_URL (measure on PostgreSQL instead of the embedded database).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SHOP_PORT = 4390;
const BARE_PORT = 4391;

type Target = { name: string; path: string; port: number; budget?: number; kind: 'bare' | 'api' | 'page' };
type Measured = Target & { rps: number; p50: number; p99: number; errors: number; bytes: number; ratio?: number };

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  return child;
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** Bytes on the wire as a browser asking for brotli receives them (fetch would decompress). */
function transferredBytes(url: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      })
      .on('error', reject);
  });
}

async function measure(target: Target): Promise<Measured> {
  const url = `http://127.0.0.1:${target.port}${target.path}`;
  const { status, bytes } = await transferredBytes(url);
  if (status !== 200) throw new Error(`${url} answered ${status}`);
  // A short warm-up so caches and the JIT are in their steady state, as in production.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration, headers: { 'accept-encoding': 'br, gzip' } });
  return {
    ...target,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    bytes,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const shop = start(process.execPath, ['scripts/start.mjs'], {
    SHOP_BUILD_ID: 'bench',
    PORT: String(SHOP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  });
  const bare = start(process.execPath, [path.join(root, 'bench', 'bare-server.mjs')], { PORT: String(BARE_PORT) });
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`, 30_000);
    await waitFor(`http://127.0.0.1:${SHOP_PORT}/api/v1/health`, 240_000);

    const home = (await (await fetch(`http://127.0.0.1:${SHOP_PORT}/api/v1/product/homepage-products`)).json()) as {
      data: { slug: string }[];
    };
    const slug = home.data[0]?.slug;
    if (!slug) throw new Error('the catalogue is empty');

    const targets: Target[] = [
      { name: 'bare Fastify route', path: '/bare', port: BARE_PORT, kind: 'bare' },
      {
        name: 'API homepage-products',
        path: '/api/v1/product/homepage-products',
        port: SHOP_PORT,
        budget: 0.25,
        kind: 'api',
      },
      { name: 'API product by slug', path: `/api/v1/product/${slug}`, port: SHOP_PORT, budget: 0.5, kind: 'api' },
      {
        name: 'API collection listing',
        path: '/api/v1/product/collection/laddu-gopal',
        port: SHOP_PORT,
        budget: 0.5,
        kind: 'api',
      },
      { name: 'page: home', path: '/', port: SHOP_PORT, budget: 0.25, kind: 'page' },
      { name: 'page: collection', path: '/collections/laddu-gopal', port: SHOP_PORT, budget: 0.25, kind: 'page' },
      { name: 'page: product', path: `/products/${slug}`, port: SHOP_PORT, budget: 0.25, kind: 'page' },
    ];

    const results: Measured[] = [];
    for (const target of targets) {
      process.stdout.write(`measuring ${target.name}…\n`);
      results.push(await measure(target));
    }
    const bareRps = results[0]!.rps;
    for (const r of results) r.ratio = r.rps / bareRps;

    const rows = results.map((r) => ({
      target: r.name,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      'bytes (br)': r.bytes,
      'vs bare': `${Math.round((r.ratio ?? 0) * 100)}%`,
      budget: r.budget === undefined ? '' : `${r.budget * 100}%`,
      verdict: r.budget === undefined ? '' : (r.ratio ?? 0) >= r.budget && r.errors === 0 ? 'met' : 'MISSED',
    }));
    console.table(rows);

    const outDir = path.join(root, 'bench', 'results');
    fs.mkdirSync(outDir, { recursive: true });
    const report = {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      durationSeconds: duration,
      connections,
      results,
    };
    fs.writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify(report, null, 2));
    console.log(`written ${path.relative(root, path.join(outDir, 'latest.json'))}`);
    const missed = rows.filter((r) => r.verdict === 'MISSED');
    if (missed.length > 0) {
      console.log(`budgets missed: ${missed.map((r) => r.target).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    shop.kill('SIGTERM');
    bare.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
