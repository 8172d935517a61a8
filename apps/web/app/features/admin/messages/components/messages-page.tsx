import { type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../../components/ui/spinner';
import { LoadError, ResultCount } from '../../customers/components/list-states';
import { filtersSearch, readFilters } from '../../customers/list-filters';
import { shopDateTime } from '../../orders/admin-format';
import { AdminField, adminPrimaryButtonClass, adminSecondaryButtonClass } from '../../shared/admin-field';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { Pagination } from '../../shared/pagination';
import { useMessages, type MessageFilters } from '../api/list-messages';

const linkClass = 'font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-800';

/** /admin/messages: what shoppers wrote through the contact form, newest first. */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const filters: MessageFilters = readFilters(params, ['q']);
  const query = useMessages(filters);
  const apply = (next: MessageFilters) => setParams(new URLSearchParams(filtersSearch(next)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    apply({ q: q || undefined, page: 1 });
  };

  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader title="Messages" description="What shoppers wrote through the contact form, newest first." />
      <form
        key={filters.q ?? ''}
        role="search"
        aria-label="Search messages"
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-cream-200 bg-cream-50 p-4"
      >
        <AdminField
          label="Search messages"
          className="min-w-0 flex-1 basis-64"
          hint="Name, email, phone or words in the message"
        >
          {(props) => <input {...props} name="q" type="search" defaultValue={filters.q ?? ''} />}
        </AdminField>
        <button type="submit" className={adminPrimaryButtonClass}>
          Search
        </button>
        {filters.q ? (
          <button type="button" className={adminSecondaryButtonClass} onClick={() => apply({ page: 1 })}>
            Clear
          </button>
        ) : null}
      </form>

      {query.isPending ? (
        <Spinner label="Loading messages" />
      ) : query.isError ? (
        <LoadError what="messages" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ResultCount total={query.data.pagination.total} one="message" many="messages" />
          {query.data.messages.length === 0 ? (
            <p className="rounded-lg border border-cream-200 bg-cream-50 px-4 py-6 text-center text-ink-700">
              {filters.q ? `No messages match “${filters.q}”.` : 'No messages yet.'}
            </p>
          ) : (
            <ol className="flex flex-col gap-4" aria-label="Messages">
              {query.data.messages.map((message) => (
                <li key={message.id}>
                  <article
                    className="rounded-2xl border border-cream-200 bg-white p-5"
                    aria-labelledby={`m-${message.id}`}
                  >
                    <header className="flex flex-wrap items-baseline justify-between gap-2">
                      <h2 id={`m-${message.id}`} className="text-lg font-bold text-ink-900">
                        {message.subject || `Message from ${message.name}`}
                      </h2>
                      <p className="text-sm text-ink-700">
                        <time dateTime={message.createdAt}>{shopDateTime(message.createdAt)}</time>
                      </p>
                    </header>
                    <p className="mt-1 text-sm text-ink-700">
                      {message.name} ·{' '}
                      <a href={`mailto:${message.email}`} className={linkClass}>
                        {message.email}
                      </a>
                      {message.phone ? (
                        <>
                          {' · '}
                          <a href={`tel:${message.phone}`} className={linkClass}>
                            {message.phone}
                          </a>
                        </>
                      ) : null}
                    </p>
                    <p className="mt-3 whitespace-pre-wrap break-words text-ink-900">{message.message}</p>
                  </article>
                </li>
              ))}
            </ol>
          )}
          <Pagination
            label="Message pages"
            page={query.data.pagination.page}
            totalPages={query.data.pagination.totalPages}
            onPageChange={(page) => apply({ ...filters, page })}
          />
        </>
      )}
    </div>
  );
}
