import type { ReactNode } from 'react';
import { formatDate } from '@shop/shared/dates';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { PageTitle } from '../../../components/ui/page-title';
import { Prose } from '../../../components/ui/prose';
import { useLocale, useLocalePath, useT } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';

type PolicyLayoutProps = {
  title: string;
  /** ISO date, shown as "Last updated". */
  updated: string;
  lead: string;
  children: ReactNode;
};

export function PolicyLayout({ title, updated, lead, children }: PolicyLayoutProps) {
  const t = useT();
  const localePath = useLocalePath();
  const date = formatDate(`${updated}T12:00:00+05:30`, useLocale());
  return (
    <article className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: t('shell.home'), to: localePath('/') }, { label: title }]} />
      <PageTitle title={title}>
        <p>{lead}</p>
        <p className="mt-2 text-sm">
          {richText(t('content.lastUpdated', { date }), { time: (text) => <time dateTime={updated}>{text}</time> })}
        </p>
      </PageTitle>
      <Prose>{children}</Prose>
    </article>
  );
}
