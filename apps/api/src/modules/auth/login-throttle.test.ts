import { describe, expect, it } from 'vitest';
import { delayAfter, LOGIN_THROTTLE, nextTry, type LoginThrottlePolicy } from './login-throttle';

const policy: LoginThrottlePolicy = { ...LOGIN_THROTTLE, freeFailures: 5 };
const at = (ms: number) => new Date(Date.UTC(2026, 10, 25, 12) + ms);

describe('How wrong passwords slow an account down', () => {
  it('lets five wrong passwords through at once, then waits 1, 2 and 4 seconds, and never more than 5', () => {
    expect([0, 4, 5, 6, 7, 8, 50].map((n) => delayAfter(n, policy))).toEqual([0, 0, 1000, 2000, 4000, 5000, 5000]);
  });

  it('queues a try behind one still waiting, and tells a third when to come back', () => {
    const first = nextTry({ failedLogins: 7, lastFailedLoginAt: at(0) }, at(1000), policy);
    expect(first).toMatchObject({ waitMs: 3000, run: { failedLogins: 8, lastFailedLoginAt: at(4000) } });
    const second = nextTry({ failedLogins: 8, lastFailedLoginAt: at(4000) }, at(1000), policy);
    expect(second).toEqual({ retryAfterMs: 3000 });
  });

  it('forgets a run of wrong passwords fifteen minutes after its last one', () => {
    const next = nextTry({ failedLogins: 40, lastFailedLoginAt: at(0) }, at(15 * 60_000 + 1), policy);
    expect(next).toMatchObject({ waitMs: 0, run: { failedLogins: 1 } });
  });
});
