// `npm test`: lint, typecheck, unit and API tests (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set, beside the journeys) and the browser journeys in Debian's Chromium.
// Every step runs; the summary at the end says what passed, and the exit code is non-zero if
// anything failed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2); // e.g. `npm test -- unit api`

const steps = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
// Every failed test by name, repeated under the summary: CI keeps only the end of the output.
const failures = [];

/** The first lines of an error, without colour codes. */
function firstLines(message = '') {
  // eslint-disable-next-line no-control-regex
  const plain = String(message).replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 4)
    .join('\n      ');
}

/** ' (failed at line N)' when an error's stack names a line of the test's own file. */
function failedAt(stack = '', file) {
  const line = String(stack).match(new RegExp(`${path.basename(file).replace(/[.]/g, '[.]')}:(\\d+)`))?.[1];
  return line ? ` (failed at line ${line})` : '';
}

/** Runs a step with its output shown; resolves once it ends (a step beside it keeps running). */
async function run(name, command, args, { env = {}, cwd = root } = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const code = await new Promise((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', resolve);
  });
  const ok = code === 0;
  steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

/**
 * Starts a step in the background, its output kept in a file; `finish()` waits for it, prints
 * that output under the step's name and records it as `run` would.
 */
function runInBackground(name, command, args, { env = {}, cwd = root } = {}) {
  const log = path.join(
    resultsDir,
    `${name
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/-$/, '')
      .toLowerCase()}.log`,
  );
  const out = fs.openSync(log, 'w');
  const started = Date.now();
  const child = spawn(command, args, { cwd, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  fs.closeSync(out);
  let ended = started;
  const exited = new Promise((resolve) => {
    const end = (code) => {
      ended = Date.now();
      resolve(code);
    };
    child.on('error', () => end(null));
    child.on('close', end);
  });
  console.log(`\n(${name}: started in the background, its output follows when it ends)`);
  return async () => {
    const code = await exited;
    console.log(`\n━━ ${name} ━━`);
    process.stdout.write(fs.readFileSync(log, 'utf8'));
    const ok = code === 0;
    steps.push({ name, ok, seconds: ((ended - started) / 1000).toFixed(1) });
    return ok;
  };
}

function countVitest(file, label) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const result of report.testResults ?? []) {
    const where = path.relative(root, result.name);
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(
        `${label} ${where} › ${test.fullName}${failedAt(test.failureMessages?.[0], where)}\n      ${firstLines(test.failureMessages?.[0])}`,
      );
    // A file that failed to load has no failed test of its own.
    if (result.status === 'failed' && failed.length === 0)
      failures.push(`${label} ${where}\n      ${firstLines(result.message)}`);
  }
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  const testDir = report.config?.rootDir ?? root;
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error;
        const name = [...titles, spec.title].filter(Boolean).join(' › ');
        const at = error?.location?.line
          ? ` (failed at line ${error.location.line})`
          : failedAt(error?.stack, spec.file);
        failures.push(
          `[${test.projectName}] ${path.relative(root, path.join(testDir, spec.file))}:${spec.line} › ${name}${at}\n      ${firstLines(error?.message)}`,
        );
      }
    }
  };
  for (const suite of report.suites ?? []) visit(suite, []);
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return true;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (fs.existsSync(chromium)) return true;
  }
  console.error(
    `\nThe browser journeys need Chromium at ${chromium}.\nInstall it with:  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to another Chromium binary).`,
  );
  return false;
}

const wants = (step) => only.length === 0 || only.includes(step);

if (wants('lint')) {
  await run('lint: eslint', bin('eslint'), ['.', '--max-warnings=0']);
  await run('lint: prettier', bin('prettier'), ['--check', '.', '--log-level=warn']);
  // Files, exports and dependencies nothing uses (knip.json says where each workspace starts).
  await run('lint: unused code (knip)', bin('knip'), ['--no-progress', '--no-config-hints']);
}
if (wants('typecheck')) {
  await run('typecheck: web route types', bin('react-router'), ['typegen'], { cwd: path.join(root, 'apps/web') });
  for (const workspace of ['packages/shared', 'apps/api', 'apps/web', 'e2e', 'bench']) {
    await run(`typecheck: ${workspace}`, bin('tsc'), ['--noEmit', '-p', workspace]);
  }
}
if (wants('api') || wants('e2e')) {
  // Built once up front: the API suite's page checks (headers, XSS) render the real storefront,
  // and the browser journeys' server reuses the same build.
  await run('build: storefront and API', process.execPath, [path.join(root, 'scripts/build.mjs')]);
}
if (wants('unit') || wants('api')) {
  const file = path.join(resultsDir, 'vitest-pglite.json');
  fs.rmSync(file, { force: true });
  await run('unit + API tests (PGlite)', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  countVitest(file, '(PGlite)');
}
// The PostgreSQL pass waits on the database much of the time and the journeys on the browser:
// while the journeys run it runs beside them, on one core of its own (one test file at a time),
// and its output follows theirs.
const postgresFile = path.join(resultsDir, 'vitest-postgres.json');
let finishPostgres = null;
if ((wants('api') || wants('postgres')) && process.env.TEST_DATABASE_URL) {
  fs.rmSync(postgresFile, { force: true });
  const name = 'API tests (PostgreSQL)';
  const args = [
    'run',
    '--project',
    'api',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${postgresFile}`,
  ];
  const env = { TEST_DB: 'postgres' };
  if (wants('e2e')) {
    finishPostgres = runInBackground(name, bin('vitest'), [...args, '--maxWorkers=1'], { env });
  } else {
    await run(name, bin('vitest'), args, { env });
    countVitest(postgresFile, '(PostgreSQL)');
  }
} else if (wants('api')) {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL pass of the API tests is skipped; .ci/run sets it.)');
}
if ((wants('unit') || wants('api')) && !process.env.TEST_REDIS_URL) {
  console.log('(TEST_REDIS_URL is not set: the shared rate-limit test on Redis was skipped; .ci/run sets it.)');
}
if (wants('e2e')) {
  if (ensureChromium()) {
    const file = path.join(root, 'e2e', 'test-results', 'results.json');
    fs.rmSync(file, { force: true });
    await run('browser journeys (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
    countPlaywright(file);
  } else {
    steps.push({ name: 'browser journeys (Playwright, Chromium)', ok: false, seconds: '0.0' });
  }
}

if (finishPostgres) {
  await finishPostgres();
  countVitest(postgresFile, '(PostgreSQL)');
}

console.log('\n━━ summary ━━');
for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FAIL'}  ${step.name} (${step.seconds}s)`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
const failedSteps = steps.filter((s) => !s.ok).length;
if (failedSteps > 0 && totals.failed === 0) totals.failed = failedSteps;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
