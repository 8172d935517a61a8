import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` once when the app is ready (the process may have been down when it was due) and then
 * every `intervalMs`, never two runs at once; closing the app stops the timer and waits for a run
 * in progress. A failure is logged and the next run tries again.
 */
export function runPeriodically(
  app: FastifyInstance,
  { name, intervalMs, work }: { name: string; intervalMs: number; work: () => Promise<unknown> },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const run = () => {
    running ??= work()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
