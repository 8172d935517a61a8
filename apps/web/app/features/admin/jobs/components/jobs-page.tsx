import type { AdminJob } from '@shop/shared/contracts/admin-jobs';
import { toast } from '../../../../lib/toast';
import { shopDateTime } from '../../shared/admin-format';
import { adminSecondaryButtonClass } from '../../shared/admin-field';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { ListPanel } from '../../shared/list-panel';
import { tdClass } from '../../shared/data-table';
import { StatusBadge } from '../../shared/status-badge';
import { useJobs } from '../api/list-jobs';
import { useRunJob } from '../api/run-job';

const when = (iso: string | null) => (iso ? shopDateTime(iso) : '—');
const every = (minutes: number) => (minutes % 60 === 0 ? `every ${minutes / 60} h` : `every ${minutes} min`);

function JobState({ job }: { job: AdminJob }) {
  if (job.running) return <StatusBadge tone="info">Running</StatusBadge>;
  if (job.attempts > 0) return <StatusBadge tone="danger">{`Failing (${job.attempts} in a row)`}</StatusBadge>;
  if (!job.lastSucceededAt) return <StatusBadge tone="neutral">Not run yet</StatusBadge>;
  return <StatusBadge tone="success">OK</StatusBadge>;
}

/** Makes the job due now; whichever instance of the shop takes it first runs it. */
function RunNowButton({ job }: { job: AdminJob }) {
  const run = useRunJob();
  return (
    <button
      type="button"
      className={`${adminSecondaryButtonClass} whitespace-nowrap`}
      disabled={run.isPending || job.running}
      aria-label={`Run now: ${job.title.en}`}
      onClick={() =>
        run.mutate(job.name, {
          onSuccess: () => toast.success(`${job.title.en}: started`),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      {run.isPending ? 'Starting…' : 'Run now'}
    </button>
  );
}

/** One job's line: its name in the owner's words, state, runs, last error and "Run now". */
export function JobRow({ job }: { job: AdminJob }) {
  return (
    <tr>
      <td className={`${tdClass} min-w-[16rem]`}>
        <span className="block font-semibold text-ink-900">{job.title.en}</span>
        <span className="block text-ink-700" lang="hi">
          {job.title.hi}
        </span>
        <span className="block text-xs text-ink-700">{every(job.everyMinutes)}</span>
      </td>
      <td className={tdClass}>
        <JobState job={job} />
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>
        {when(job.lastStartedAt)}
        {job.lastSucceededAt ? (
          <span className="block text-xs text-ink-700">Last success {when(job.lastSucceededAt)}</span>
        ) : null}
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>{when(job.nextRunAt)}</td>
      <td className={tdClass}>
        {job.lastError ? (
          <>
            <span className="block max-w-[18rem] break-words text-red-800">{job.lastError}</span>
            <span className="block text-xs text-ink-700">{when(job.lastFailedAt)}</span>
          </>
        ) : (
          '—'
        )}
      </td>
      <td className={tdClass}>
        <RunNowButton job={job} />
      </td>
    </tr>
  );
}

/** /admin/jobs: the shop's recurring jobs, when each last ran and whether it failed (decision 0153). */
export function JobsPage() {
  const query = useJobs();
  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader
        title="Scheduled jobs"
        description="The work the shop does by itself: when each job last ran, when it runs next, and why it last failed. A failing job is tried again after 1, 2, 4 … minutes."
      />
      <ListPanel
        title="Jobs"
        query={query}
        loading="Loading the jobs"
        what="jobs"
        empty="No jobs run on this shop."
        columns={[
          { label: 'Job' },
          { label: 'State' },
          { label: 'Last run' },
          { label: 'Next run' },
          { label: 'Last error' },
          { label: 'Actions', hidden: true },
        ]}
      >
        {(jobs) => jobs.map((job) => <JobRow key={job.name} job={job} />)}
      </ListPanel>
    </div>
  );
}
