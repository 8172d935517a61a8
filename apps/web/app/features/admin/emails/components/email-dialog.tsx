import { Dialog } from 'radix-ui';
import { CloseIcon } from '../../../../components/ui/icons';
import { Spinner } from '../../../../components/ui/spinner';
import { LoadError } from '../../shared/list-states';
import { shopDateTime } from '../../shared/admin-format';
import { useEmail } from '../api/get-email';
import { EmailStatusBadge } from './email-status-badge';
import { RetryEmailButton } from './retry-email-button';

/**
 * One email as it was written. The HTML is shown in an iframe with an empty `sandbox`: no script
 * runs, no form submits and nothing reaches the admin page, whatever the email contains.
 */
export function EmailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useEmail(id);
  return (
    <Dialog.Root open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="fixed inset-2 z-50 flex flex-col overflow-hidden rounded-2xl bg-white shadow-xl sm:inset-6 lg:inset-x-[10%]">
          <div className="flex items-start justify-between gap-4 border-b border-cream-200 p-4">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-xl font-bold break-words text-maroon-800">
                {query.data?.email.subject ?? 'Email'}
              </Dialog.Title>
              <Dialog.Description className="text-sm break-all text-ink-700">
                {query.data ? `To ${query.data.email.to} · ${query.data.email.template}` : 'Loading the email'}
              </Dialog.Description>
            </div>
            <Dialog.Close className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg hover:bg-cream-100">
              <CloseIcon aria-hidden="true" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          {/* A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable). */}
          <div className="min-h-0 flex-1 overflow-y-auto p-4" tabIndex={0} role="region" aria-label="Email details">
            {query.isPending ? (
              <Spinner label="Loading email" />
            ) : query.isError ? (
              <LoadError what="email" error={query.error} onRetry={() => void query.refetch()} />
            ) : (
              <div className="flex flex-col gap-4">
                <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
                  <div>
                    <dt className="text-ink-700">Status</dt>
                    <dd>
                      <EmailStatusBadge status={query.data.email.status} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-ink-700">Created</dt>
                    <dd className="font-semibold">{shopDateTime(query.data.email.createdAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-ink-700">Sent</dt>
                    <dd className="font-semibold">
                      {query.data.email.sentAt ? shopDateTime(query.data.email.sentAt) : 'Not yet'}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-ink-700">Attempts</dt>
                    <dd className="font-semibold">{query.data.email.attempts}</dd>
                  </div>
                </dl>
                {query.data.email.lastError ? (
                  <p className="rounded-lg bg-red-50 p-3 text-sm break-words text-red-800">
                    <span className="font-semibold">Last error:</span> {query.data.email.lastError}
                  </p>
                ) : null}
                {query.data.email.status === 'failed' ? (
                  <div>
                    <RetryEmailButton id={query.data.email.id} to={query.data.email.to} />
                  </div>
                ) : null}
                <section aria-labelledby="email-html-heading">
                  <h3 id="email-html-heading" className="mb-2 font-semibold text-ink-900">
                    As the customer sees it
                  </h3>
                  <iframe
                    title={`Email to ${query.data.email.to}: ${query.data.email.subject}`}
                    sandbox=""
                    srcDoc={query.data.email.html}
                    className="h-[28rem] w-full rounded-lg border border-cream-200 bg-white"
                  />
                </section>
                <section aria-labelledby="email-text-heading">
                  <h3 id="email-text-heading" className="mb-2 font-semibold text-ink-900">
                    Plain-text part
                  </h3>
                  <pre className="overflow-x-auto rounded-lg bg-cream-50 p-3 text-sm whitespace-pre-wrap break-words text-ink-900">
                    {query.data.email.text}
                  </pre>
                </section>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
