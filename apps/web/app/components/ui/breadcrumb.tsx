import { LocaleLink, useT } from '../../lib/i18n';

export type Crumb = { label: string; to?: string };

/** The trail to the page; its links stay in the page's language (a Hindi page's lead to /hi/...). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('shell.breadcrumb')} className="mb-4 text-sm text-ink-700">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={item.label} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {item.to ? (
              <LocaleLink to={item.to} className="tap-target underline-offset-2 hover:text-maroon-700 hover:underline">
                {item.label}
              </LocaleLink>
            ) : (
              <span aria-current="page" className="font-semibold text-ink-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
