import type { ReactNode } from 'react';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { PageTitle } from '../../../components/ui/page-title';
import { Prose } from '../../../components/ui/prose';

type PolicyLayoutProps = {
  title: string;
  /** ISO date, shown as "Last updated". */
  updated: string;
  lead: string;
  children: ReactNode;
};

export function PolicyLayout({ title, updated, lead, children }: PolicyLayoutProps) {
  const updatedLabel = new Date(`${updated}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <article className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: title }]} />
      <PageTitle title={title}>
        <p>{lead}</p>
        <p className="mt-2 text-sm">
          Last updated: <time dateTime={updated}>{updatedLabel}</time>
        </p>
      </PageTitle>
      <Prose>{children}</Prose>
    </article>
  );
}
