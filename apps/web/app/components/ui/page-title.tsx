import type { ReactNode } from 'react';

/** The heading block every page opens with: one h1 and an optional lead paragraph. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800 sm:text-4xl">{title}</h1>
      {children ? <div className="mt-3 max-w-3xl text-lg text-ink-700">{children}</div> : null}
    </header>
  );
}
