// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupSummary } from './backup-status';

afterEach(cleanup);

const recent = {
  file: 'shop-backup-20300115-043000Z.tar.gz',
  bytes: 7_894_962,
  createdAt: '2030-01-15T04:30:00.000Z',
  uploaded: true,
};

describe('the backups panel of the dashboard', () => {
  it('shows the last backup in India time with its size, and no warning', () => {
    render(<BackupSummary status={{ success: true, backup: recent, stale: false, dailyAtHour: 10, keep: 7 }} />);
    const panel = screen.getByRole('region', { name: 'Backups' });
    expect(panel.textContent).toContain('15 Jan 2030, 10:00 am');
    expect(panel.textContent).toContain('7.5 MB, also in the bucket');
    expect(panel.textContent).toContain('daily at 10 am India time; the last 7 are kept');
    expect(panel.textContent).not.toContain('Make one now');
  });

  it('warns when the last backup is older than two days, or there is none', () => {
    render(<BackupSummary status={{ success: true, backup: recent, stale: true, dailyAtHour: null, keep: 7 }} />);
    expect(screen.getByRole('region', { name: 'Backups' }).textContent).toContain(
      'No backup in the last 2 days. Make one now: run npm run backup',
    );
    cleanup();
    render(<BackupSummary status={{ success: true, backup: null, stale: true, dailyAtHour: null, keep: 7 }} />);
    const panel = screen.getByRole('region', { name: 'Backups' });
    expect(panel.textContent).toContain('No backup has been made yet.');
    expect(panel.textContent).toContain('No daily backup is set (BACKUP_HOUR).');
  });
});
