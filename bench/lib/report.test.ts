import { describe, expect, it } from 'vitest';
import type { Verdict } from './budgets';
import type { LoadResult } from './load';
import { renderLatestMarkdown } from './report';

const loadFigure = (bareRps: number): Partial<LoadResult> => ({ group: 'api pglite', name: 'product', bareRps });

const report = {
  at: '2026-11-29T03:12:05.123Z',
  machine: { cpus: 2, model: 'AMD EPYC ', memoryGiB: 8, loadAverageAtStart: [1.9, 2.1, 2.2] },
  loadAverage: { atStart: [1.9, 2.1, 2.2], duringRunMean: 2.4, duringRunMax: 3.1 },
  seconds: 932,
  load: [loadFigure(15_400), loadFigure(26_400)],
  notes: ['Lighthouse skipped (--no-lighthouse)'],
};

const verdicts: Verdict[] = [
  { check: 'api pglite: product', value: '63% of bare (9,800 req/s)', budget: '≥ 50%, no errors', met: true },
  { check: 'first-load JS | product', value: '150.2 kB\nin 33 files', budget: '≤ 150 kB gzip', met: false },
];

describe('the latest run as markdown', () => {
  const markdown = renderLatestMarkdown(report, verdicts, { commit: 'd6d3147' });

  it('names the date, commit, machine and the bare route it measured', () => {
    expect(markdown).toContain('- **Date:** 2026-11-29 03:12:05 UTC, 932 s in all');
    expect(markdown).toContain('- **Commit:** `d6d3147`');
    expect(markdown).toContain(
      '- **Machine:** 2 cores (AMD EPYC), 8 GiB memory; 1-minute load average 1.9 at start, 2.4 on average during the run, 3.1 at most',
    );
    expect(markdown).toContain('- **Bare route:** 15,400–26,400 req/s');
    expect(markdown).toContain('- **Budgets:** 1 of 2 met');
    expect(markdown).toContain('- **Note:** Lighthouse skipped (--no-lighthouse)');
  });

  it('gives every budget a row of check, limit, measured value and verdict, one line each', () => {
    expect(markdown).toContain('| check | limit | measured | verdict |');
    expect(markdown).toContain('| api pglite: product | ≥ 50%, no errors | 63% of bare (9,800 req/s) | met |');
    expect(markdown).toContain('| first-load JS \\| product | ≤ 150 kB gzip | 150.2 kB in 33 files | **missed** |');
  });

  it('says so when a run measured no throughput', () => {
    const noLoad = renderLatestMarkdown({ ...report, load: [] }, [], { commit: 'abc1234' });
    expect(noLoad).toContain('- **Bare route:** not measured (no throughput in this run)');
    expect(noLoad).toContain('- **Budgets:** 0 of 0 met');
  });

  it('reads the bare route of a catalogue run from its figures under load', () => {
    const scale = renderLatestMarkdown(
      {
        ...report,
        load: undefined,
        catalogueAtScale: { underLoad: [loadFigure(20_000)] },
        command: 'npm run bench -- -- --catalogue 10000',
      },
      verdicts,
      { commit: 'abc1234' },
    );
    expect(scale).toContain('- **Bare route:** 20,000 req/s');
    expect(scale).toContain('- **Command:** `npm run bench -- -- --catalogue 10000`');
  });
});
