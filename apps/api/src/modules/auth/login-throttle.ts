const SECOND = 1000;

/**
 * How a run of wrong passwords slows an account down for browsers that have not logged into it
 * before. Nothing is ever refused for long: past `freeFailures`, each further try is judged only
 * `delayMs(n)` after the previous one (1 s, 2 s, 4 s, then 5 s), so guessing from any number of
 * addresses gets at most one try per 5 s, while the owner's correct password waits at most 5 s.
 */
export type LoginThrottlePolicy = {
  /** Wrong passwords in a row that cost nothing (LOGIN_LIMIT_PER_ACCOUNT). */
  freeFailures: number;
  baseDelayMs: number;
  /** The longest gap between two tries, and the longest the server holds a try before judging it. */
  maxDelayMs: number;
  /** A run of wrong passwords is forgotten this long after its last one. */
  forgetAfterMs: number;
};

export const LOGIN_THROTTLE = {
  baseDelayMs: SECOND,
  maxDelayMs: 5 * SECOND,
  forgetAfterMs: 15 * 60 * SECOND,
} as const satisfies Omit<LoginThrottlePolicy, 'freeFailures'>;

/** A run of wrong passwords: on the user row, or in the shared failure runs for an email without an account. */
export type FailureRun = { failedLogins: number; lastFailedLoginAt: Date | null };

/** The gap after the n-th wrong password before the next try is judged. */
export function delayAfter(failures: number, policy: LoginThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (failures - policy.freeFailures), policy.maxDelayMs);
}

/**
 * The next try on an account: when it may be judged and the run it belongs to. A try is counted as
 * wrong when it is booked (a correct password clears the run afterwards), so tries sent at once
 * queue behind each other instead of all being judged together.
 */
export function nextTry(
  run: FailureRun,
  now: Date,
  policy: LoginThrottlePolicy,
): { run: { failedLogins: number; lastFailedLoginAt: Date }; waitMs: number } | { retryAfterMs: number } {
  const last = run.lastFailedLoginAt;
  const forgotten = !last || now.getTime() - last.getTime() > policy.forgetAfterMs;
  const failures = forgotten ? 0 : run.failedLogins;
  const judgedAt =
    last && !forgotten ? Math.max(now.getTime(), last.getTime() + delayAfter(failures, policy)) : now.getTime();
  const waitMs = judgedAt - now.getTime();
  // The queue is never longer than one gap: beyond it, the client is told when to come back.
  if (waitMs > policy.maxDelayMs) return { retryAfterMs: waitMs - policy.maxDelayMs };
  return { run: { failedLogins: failures + 1, lastFailedLoginAt: new Date(judgedAt) }, waitMs };
}
