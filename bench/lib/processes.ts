import { spawn, type ChildProcess } from 'node:child_process';

export type Server = { name: string; child: ChildProcess; stop(): Promise<void> };

const running = new Set<ChildProcess>();
// Whatever happens to the bench, the servers it started do not outlive it.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts a Node process of the bench's own (a server) with exactly `env`, output prefixed with its name. */
export function startNode(name: string, script: string, env: NodeJS.ProcessEnv, cwd: string): Server {
  const child = spawn(process.execPath, [script], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `  [${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
        await exited;
        clearTimeout(timer);
      }
      running.delete(child);
    },
  };
}

/** Resolves once `url` answers 2xx; fails early if the server exits or the time is up. */
export async function waitFor(url: string, server: Server, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited with code ${server.child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${server.name}: ${url} did not answer within ${timeoutMs / 1000}s`);
}
