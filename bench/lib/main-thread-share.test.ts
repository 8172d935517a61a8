import { describe, expect, it } from 'vitest';
import { mainThreadCpuShare, type TraceEvent } from './main-thread-share';

const PAGE = { pid: 7, tid: 7 };
const navigation: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  ...PAGE,
  ts: 1_000,
  args: { data: { documentLoaderURL: 'http://127.0.0.1:4390/' } },
};
const task = (ts: number, dur: number, tdur: number, where = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur,
  tdur,
});

describe('the main thread’s share of a CPU during a Lighthouse load', () => {
  it('is the thread time over the wall time of the page’s main-thread tasks', () => {
    // 40 ms on a CPU in a 100 ms task, and a task that never waited.
    expect(mainThreadCpuShare([navigation, task(2_000, 100_000, 40_000), task(200_000, 20_000, 20_000)])).toBe(0.5);
  });

  it('leaves out other threads, tasks before the navigation and nested events', () => {
    const events: TraceEvent[] = [
      task(500, 50_000, 1_000), // the blank page before the navigation
      navigation,
      { name: 'navigationStart', ph: 'R', pid: 9, tid: 9, ts: 1_100, args: { data: { documentLoaderURL: '' } } },
      task(3_000, 10_000, 1_000, { pid: 7, tid: 12 }), // the compositor thread
      task(4_000, 10_000, 1_000, { pid: 9, tid: 9 }), // another process
      { name: 'Layout', ph: 'X', ...PAGE, ts: 5_000, dur: 4_000, tdur: 100 },
      task(5_000, 10_000, 8_000),
    ];
    expect(mainThreadCpuShare(events)).toBe(0.8);
  });

  it('is unknown without the page’s navigation or any task', () => {
    expect(mainThreadCpuShare([task(2_000, 100, 50)])).toBeUndefined();
    expect(mainThreadCpuShare([navigation])).toBeUndefined();
  });
});
