import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { scheduledJobRepository, type ScheduledJobRow } from './scheduled-job-repository';

/**
 * How often each instance looks for due jobs: no job runs more often, and a retry waits at least
 * this long. "Run now" looks at once.
 */
const TICK_MS = 60_000;
/**
 * A claimed job is held by its instance this long. An instance that dies mid-run leaves the job to
 * be taken again once the lease ends; one that stops gracefully gives it back at once.
 */
export const JOB_LEASE_MS = 10 * 60_000;
/** The wait after the 1st failure in a row, doubled after each further one up to `RETRY_MAX_MS`. */
export const RETRY_FIRST_MS = 60_000;
const RETRY_MAX_MS = 60 * 60_000;
const LAST_ERROR_MAX = 1000;

/** After `attempts` failures in a row, how long until the job is tried again. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

export type JobDefinition = {
  /** The job's key in `scheduled_jobs`, never changed once used. */
  name: string;
  /** What the owner reads on the jobs page, in English and Hindi. */
  title: { en: string; hi: string };
  /** The time from the end of one run to the start of the next. */
  everyMs: number;
  /** Also due whenever an instance starts: its work may have come due while the shop was down. */
  dueAtStart?: boolean;
  /**
   * One run. `signal` aborts when this instance starts stopping: a run that then gives up by
   * throwing is handed back, due at once for another instance, and counts as no failure.
   */
  work: (run: { signal: AbortSignal }) => Promise<unknown>;
};

/** The scheduler of one instance: its jobs, run when due on whichever instance claims them first. */
export function jobScheduler({ db, now, log }: { db: Db; now: () => Date; log?: FastifyBaseLogger }) {
  const repository = scheduledJobRepository(db);
  const jobs = new Map<string, JobDefinition>();
  const running = new Set<Promise<void>>();
  const stopping = new AbortController();
  let unseen: string[] = [];
  let claiming: Promise<Promise<void>[]> | undefined;
  let again: Promise<void> | undefined;

  async function run(job: JobDefinition, claimed: ScheduledJobRow): Promise<void> {
    const leaseUntil = claimed.leaseUntil!;
    try {
      await job.work({ signal: stopping.signal });
      const at = now();
      await repository.succeeded(job.name, leaseUntil, at, new Date(at.getTime() + job.everyMs));
    } catch (error) {
      if (stopping.signal.aborted) {
        await repository.release(job.name, leaseUntil);
        return;
      }
      const message = (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX);
      const at = now();
      log?.warn({ job: job.name, err: error }, 'scheduled job failed; will retry');
      await repository.failed(job.name, leaseUntil, {
        now: at,
        error: message,
        retryAt: (attempts) => new Date(at.getTime() + retryDelayMs(attempts)),
      });
    }
  }

  /** Claims what is due and starts each run; answers the runs started. */
  async function claimDue(): Promise<Promise<void>[]> {
    if (unseen.length > 0) {
      const names = unseen;
      unseen = [];
      await repository.ensure(names, now());
    }
    const at = now();
    const claimed = await repository.claimDue([...jobs.keys()], at, new Date(at.getTime() + JOB_LEASE_MS));
    return claimed.map((row) => {
      const started = run(jobs.get(row.name)!, row).catch((error: unknown) =>
        log?.error({ job: row.name, err: error }, 'scheduled job could not record its run'),
      );
      running.add(started);
      void started.finally(() => running.delete(started));
      return started;
    });
  }

  /**
   * Runs every job due now that no other instance holds, and settles when those runs are done.
   * One claim at a time; a long run does not keep the next claim waiting.
   */
  function runDue(): Promise<void> {
    if (stopping.signal.aborted) return Promise.resolve();
    // A claim under way may have read the rows before a job became due: claim once more after it.
    if (claiming) return (again ??= claiming.then(() => ((again = undefined), runDue())));
    claiming = claimDue().finally(() => {
      claiming = undefined;
    });
    return claiming.then(async (runs) => {
      await Promise.all(runs);
    });
  }

  return {
    define(job: JobDefinition): void {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
      jobs.set(job.name, job);
      unseen.push(job.name);
    },

    runDue,

    /** The owner's "Run now": the job becomes due at once. False when no such job runs here. */
    async makeDue(name: string): Promise<boolean> {
      return jobs.has(name) && (await repository.dueNow(name, now()));
    },

    /** Makes due the jobs that run when an instance starts (`dueAtStart`). */
    async startingUp(): Promise<void> {
      for (const job of jobs.values()) if (job.dueAtStart) await repository.dueNow(job.name, now());
    },

    /** The jobs of this shop as the owner reads them, in the order they were defined. */
    async list() {
      const rows = new Map((await repository.list([...jobs.keys()])).map((row) => [row.name, row]));
      const at = now();
      return [...jobs.values()].map((job) => ({ job, row: rows.get(job.name), at }));
    },

    /** Stops claiming, tells runs under way to stop, and waits for them to finish or give back. */
    async stop(): Promise<void> {
      stopping.abort();
      await claiming;
      await Promise.all(running);
    },
  };
}

export type JobScheduler = ReturnType<typeof jobScheduler>;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobScheduler;
  }
}

/**
 * The one scheduler of recurring jobs (decision 0153): modules `app.jobs.define()` theirs; each
 * instance looks for due ones when ready and then every minute, and closing the app gives
 * back what it holds.
 */
export const jobSchedulerPlugin = fp(
  async function jobSchedulerRunner(app: FastifyInstance, { now }: { now: () => Date }) {
    const scheduler = jobScheduler({ db: app.database.db, now, log: app.log });
    app.decorate('jobs', scheduler);
    let timer: NodeJS.Timeout | undefined;
    const tick = () =>
      void scheduler.runDue().catch((error: unknown) => app.log.error({ err: error }, 'scheduled jobs failed'));
    app.addHook('onReady', async () => {
      await scheduler.startingUp();
      tick();
      timer = setInterval(tick, TICK_MS);
      timer.unref();
    });
    // At the start of closing, so a long run can hand its job back while requests in flight finish.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await scheduler.stop();
    });
  },
  { name: 'shop-job-scheduler' },
);
