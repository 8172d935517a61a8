// When the process-level suites run. They start real servers on PostgreSQL, so they run once per
// `npm test`: in its PostgreSQL pass (TEST_DB=postgres, TEST_DATABASE_URL set by .ci/run).

export const SESSION_SECRET = 'process-suite-session-secret-0123456789abcdef';
export const WEBHOOK_SECRET = 'whsec-process-suite';

/** Why the suite cannot run here, or undefined when it can. */
export function processSuiteSkipReason(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) {
    return 'TEST_DATABASE_URL is not set: the process-level suites need PostgreSQL (.ci/run sets it)';
  }
  if (process.env.TEST_DB !== 'postgres') {
    return 'the process-level suites run in the PostgreSQL pass of npm test (TEST_DB=postgres)';
  }
  return undefined;
}
