import type { ReactNode } from 'react';

/** One titled group of the product form's boxes, two columns wide on larger screens. */
export function Fieldset({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-cream-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-bold text-ink-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
