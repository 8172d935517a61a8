import { shopDateTime } from '../../shared/admin-format';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { SearchForm, useListFilters } from '../../shared/filter-form';
import { EmptyState, PagedResults } from '../../shared/list-states';
import { useMessages } from '../api/list-messages';

const linkClass = 'font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-800';

/** /admin/messages: what shoppers wrote through the contact form, newest first. */
export function MessagesPage() {
  const { filters, apply, submit } = useListFilters(['q']);
  const query = useMessages(filters);

  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader
        title="Contact messages"
        description="What shoppers wrote through the contact form, newest first. Messages the shop sends are in the outbox."
      />
      <SearchForm
        label="Search messages"
        hint="Name, email, phone or words in the message"
        filters={filters}
        onSubmit={submit}
        onClear={() => apply({ page: 1 })}
      />

      <PagedResults
        query={query}
        loading="Loading messages"
        what="messages"
        one="message"
        many="messages"
        pagesLabel="Message pages"
        onPageChange={(page) => apply({ ...filters, page })}
      >
        {(data) =>
          data.messages.length === 0 ? (
            <EmptyState>{filters.q ? `No messages match “${filters.q}”.` : 'No messages yet.'}</EmptyState>
          ) : (
            <ol className="flex flex-col gap-4" aria-label="Messages">
              {data.messages.map((message) => (
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
          )
        }
      </PagedResults>
    </div>
  );
}
