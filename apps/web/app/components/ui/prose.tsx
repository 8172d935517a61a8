import type { ReactNode } from 'react';

/** Long-form text (policies, articles): readable measure, spaced headings, visible links. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-3xl leading-relaxed text-ink-700 [&_a]:font-semibold [&_a]:text-maroon-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:text-maroon-800 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-900 [&_li]:mb-1 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-4 [&_strong]:text-ink-900 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6">
      {children}
    </div>
  );
}
