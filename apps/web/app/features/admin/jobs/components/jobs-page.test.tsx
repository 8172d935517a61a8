// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '../../../../test/queries';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminJob } from '@shop/shared/contracts/admin-jobs';
import { JobRow } from './jobs-page';

afterEach(cleanup);

const failing: AdminJob = {
  name: 'parcel-tracking',
  title: {
    en: 'Ask the courier about parcels with no news for a day',
    hi: 'एक दिन से बिना खबर वाले पार्सलों का हाल कूरियर से पूछना',
  },
  everyMinutes: 60,
  running: false,
  lastStartedAt: '2030-01-15T04:30:00.000Z',
  lastSucceededAt: null,
  nextRunAt: '2030-01-15T04:32:00.000Z',
  attempts: 2,
  lastError: 'courier answered 503',
  lastFailedAt: '2030-01-15T04:30:00.000Z',
};

function renderRow(job: AdminJob) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <table>
        <tbody>
          <JobRow job={job} />
        </tbody>
      </table>
    </QueryClientProvider>,
  );
  return screen.getByRole('row');
}

describe('the scheduled jobs page', () => {
  it('shows a failing job in English and Hindi with its error, its times in India time and Run now', () => {
    const row = renderRow(failing);
    expect(row.textContent).toContain('Ask the courier about parcels with no news for a day');
    expect(row.textContent).toContain('एक दिन से बिना खबर वाले पार्सलों का हाल कूरियर से पूछना');
    expect(row.textContent).toContain('every 1 h');
    expect(row.textContent).toContain('Failing (2 in a row)');
    expect(row.textContent).toContain('courier answered 503');
    expect(row.textContent).toContain('15 Jan 2030, 10:02 am');
    expect(screen.getByRole('button', { name: `Run now: ${failing.title.en}` })).toHaveProperty('disabled', false);
  });

  it('says a job runs now, and offers no second run meanwhile', () => {
    const row = renderRow({ ...failing, running: true, attempts: 0, lastError: null });
    expect(row.textContent).toContain('Running');
    expect(row.textContent).not.toContain('courier answered 503');
    expect(screen.getByRole('button', { name: `Run now: ${failing.title.en}` })).toHaveProperty('disabled', true);
  });
});
