import type { ReactNode } from 'react';

type StepSectionProps = {
  step: number;
  title: string;
  open: boolean;
  /** Reached steps may be reopened; later ones stay shut until the shopper gets there. */
  reachable: boolean;
  done: boolean;
  onOpen: () => void;
  /** Shown under the heading of a closed step that is done: what was chosen there, and a way to change it. */
  summary?: ReactNode;
  children: ReactNode;
};

export function StepSection({ step, title, open, reachable, done, onOpen, summary, children }: StepSectionProps) {
  const panelId = `checkout-step-${step}`;
  return (
    <section className="rounded-2xl bg-white shadow-sm">
      <h2>
        <button
          type="button"
          className="flex w-full items-center gap-3 px-4 py-4 text-left disabled:cursor-not-allowed disabled:opacity-60"
          aria-expanded={open}
          aria-controls={panelId}
          disabled={!reachable}
          onClick={onOpen}
        >
          <span
            className={`flex h-8 w-8 items-center justify-center rounded-full text-sm font-bold ${
              done ? 'bg-green-700 text-white' : open ? 'bg-maroon-700 text-white' : 'bg-cream-200 text-ink-900'
            }`}
            aria-hidden="true"
          >
            {done ? '✓' : step}
          </span>
          <span className="font-display text-lg font-bold text-ink-900">{title}</span>
        </button>
      </h2>
      {open ? (
        <div id={panelId} className="border-t border-cream-200 px-4 py-4">
          {children}
        </div>
      ) : done && summary ? (
        <div className="border-t border-cream-200 px-4 py-3 text-sm">{summary}</div>
      ) : null}
    </section>
  );
}
