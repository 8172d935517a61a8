import type { AdminBackupStatus } from '@shop/shared/contracts/admin-backups';
import { BACKUP_STALE_HOURS } from '@shop/shared/contracts/admin-backups';
import { shopDateTime } from '../../shared/admin-format';
import { useBackupStatus } from '../api/get-backup-status';

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function hourOfDay(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${hour < 12 ? 'am' : 'pm'}`;
}

/** The last backup's time and size, and a warning when there is none from the last two days. */
export function BackupSummary({ status }: { status: AdminBackupStatus }) {
  const { backup, stale, dailyAtHour, keep } = status;
  const schedule =
    dailyAtHour === null
      ? 'No daily backup is set (BACKUP_HOUR).'
      : `A backup is made daily at ${hourOfDay(dailyAtHour)} India time; the last ${keep} are kept.`;
  return (
    <section
      aria-labelledby="backup-heading"
      className={`rounded-2xl border p-5 ${stale ? 'border-2 border-maroon-700 bg-cream-50' : 'border-cream-200 bg-white'}`}
    >
      <h2 id="backup-heading" className="font-display text-lg font-bold text-maroon-800">
        Backups
      </h2>
      {backup ? (
        <p className="mt-2 text-ink-900">
          Last backup <strong>{shopDateTime(backup.createdAt)}</strong>, {size(backup.bytes)}
          {backup.uploaded ? ', also in the bucket' : ''}.{' '}
          <span className="break-all text-sm text-ink-700">{backup.file}</span>
        </p>
      ) : (
        <p className="mt-2 text-ink-900">No backup has been made yet.</p>
      )}
      {stale ? (
        <p className="mt-2 font-semibold text-maroon-800">
          {backup ? `No backup in the last ${BACKUP_STALE_HOURS / 24} days. ` : ''}Make one now: run{' '}
          <code className="rounded bg-white px-1">npm run backup</code> on the shop&apos;s machine, and keep a copy off
          it.
        </p>
      ) : null}
      <p className="mt-2 text-sm text-ink-700">{schedule}</p>
    </section>
  );
}

export function BackupStatus() {
  const query = useBackupStatus();
  // The dashboard's figures do not wait for this; a failure to read it says so in its place.
  if (query.isPending) return null;
  if (query.isError) {
    return <p className="text-sm text-ink-700">The last backup could not be read.</p>;
  }
  return <BackupSummary status={query.data} />;
}
