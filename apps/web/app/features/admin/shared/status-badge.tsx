import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

// Text and background pairs chosen for at least 4.5:1 contrast (axe color-contrast).
const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-cream-100 text-ink-900 border-ink-500/40',
  success: 'bg-green-50 text-green-800 border-green-800/30',
  warning: 'bg-amber-50 text-amber-900 border-amber-900/30',
  danger: 'bg-red-50 text-red-800 border-red-800/30',
  info: 'bg-sky-50 text-sky-900 border-sky-900/30',
};

/** A small pill for a status word ("Active", "Draft", "Low stock", "shipped"). The word carries the meaning, colour only helps. */
export function StatusBadge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
