import type { ReactNode } from 'react';

/** The white boxed card admin pages group things in (dashboard figures, order and customer details). */
export const adminPanelClass = 'rounded-2xl border border-cream-200 bg-white p-5';

/**
 * A titled card: a `<section>` named by its title, an h2, and an optional `action` (usually a
 * link such as "Manage stock") on the heading's line.
 */
export function AdminPanel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className={adminPanelClass} aria-label={title}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-display text-xl font-bold text-maroon-800">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
