/** The fields of a Chromium trace event read here. */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, µs. */
  dur?: number;
  /** Time the thread was on a CPU, µs. */
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
};

/**
 * The share of its own task time that the page's main thread spent on a CPU, from the page's
 * navigation to the end of the trace: Σ thread time / Σ wall time of its top-level tasks.
 *
 * Lighthouse's simulation takes each observed task's wall time and multiplies it by four. When
 * the machine's cores are all busy (Chromium's browser and GPU processes, Lighthouse itself, the
 * shop's server), the main thread waits for a core inside its tasks, and that wait is counted
 * four times over as the page's own work. It read 37–55 % on slow and fast machines alike
 * (decision 32's amendment): it describes a run, it does not mark one as starved.
 */
export function mainThreadCpuShare(events: TraceEvent[]): number | undefined {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return undefined;
  let wall = 0;
  let cpu = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (event.pid !== navigation.pid || event.tid !== navigation.tid || event.ts < navigation.ts) continue;
    if (event.dur === undefined || event.tdur === undefined) continue;
    wall += event.dur;
    cpu += event.tdur;
  }
  return wall > 0 ? cpu / wall : undefined;
}
