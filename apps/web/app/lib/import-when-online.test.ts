import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_RETRY_MS, importWhenOnline } from './import-when-online';

const fetchFailed = () => new TypeError('Failed to fetch dynamically imported module: /assets/part.js');

let browser: EventTarget & { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
let connection: { onLine: boolean };

function goOnline() {
  connection.onLine = true;
  browser.dispatchEvent(new Event('online'));
}

/** Whether the promise has settled after the timers and microtasks so far. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  browser = Object.assign(new EventTarget(), {
    setTimeout: ((callback: () => void, ms: number) => setTimeout(callback, ms)) as typeof setTimeout,
    clearTimeout: ((id: ReturnType<typeof setTimeout>) => clearTimeout(id)) as typeof clearTimeout,
  });
  connection = { onLine: true };
  vi.stubGlobal('window', browser);
  vi.stubGlobal('navigator', connection);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('importWhenOnline', () => {
  it('is the load itself when it succeeds', async () => {
    const load = vi.fn(async () => 'part');
    await expect(importWhenOnline(load)).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not start while the browser is offline, and loads once the connection is back', async () => {
    connection.onLine = false;
    const load = vi.fn(async () => 'part');
    const part = importWhenOnline(load);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).not.toHaveBeenCalled();
    expect(await settled(part)).toBe(false);
    goOnline();
    await expect(part).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits out a connection lost during the load instead of failing the page', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(async () => {
        connection.onLine = false;
        throw fetchFailed();
      })
      .mockResolvedValue('part');
    const part = importWhenOnline(load);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await settled(part)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    goOnline();
    await expect(part).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again after longer and longer pauses while the browser thinks it is online', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(fetchFailed());
    const part = importWhenOnline(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    for (const [index, pause] of [...IMPORT_RETRY_MS, IMPORT_RETRY_MS.at(-1)!].entries()) {
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(load).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(index + 2);
    }
    load.mockResolvedValue('part');
    await vi.advanceTimersByTimeAsync(IMPORT_RETRY_MS.at(-1)!);
    await expect(part).resolves.toBe('part');
  });

  it('throws an error that is not a failed fetch: a bug in the module is not hidden', async () => {
    const bug = new SyntaxError('Unexpected token');
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(bug);
    await expect(importWhenOnline(load)).rejects.toBe(bug);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
