import type { ReactNode } from 'react';

/**
 * The top of every admin page: one h1, an optional lead sentence, and actions on the right
 * (a "New product" link, an export button…). Pair it with `pageMeta({ …, noIndex: true })`.
 */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-2xl font-bold text-maroon-800 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 max-w-3xl text-ink-700">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
