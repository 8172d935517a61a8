import { adminPrimaryButtonClass } from '../../shared/admin-field';

/** What an admin list shows when its data could not be loaded: the reason and a way to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-cream-200 bg-cream-100 p-6">
      <p className="font-semibold text-ink-900">The {what} could not be loaded.</p>
      <p className="text-ink-700">{error.message}</p>
      <button type="button" onClick={onRetry} className={`${adminPrimaryButtonClass} mt-4`}>
        Try Again
      </button>
    </div>
  );
}

/** "24 customers" — announced politely when a search changes it. */
export function ResultCount({ total, one, many }: { total: number; one: string; many: string }) {
  return (
    <p className="text-ink-700" aria-live="polite">
      {total === 1 ? `1 ${one}` : `${total.toLocaleString('en-IN')} ${many}`}
    </p>
  );
}
