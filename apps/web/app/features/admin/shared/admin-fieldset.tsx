import type { ReactNode } from 'react';

/** One titled group of a form's boxes, two columns wide on larger screens. */
export function Fieldset({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-cream-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-bold text-ink-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The Hindi boxes of a record, beside its English, for the shop's Hindi pages. Labels stay English
 * like the rest of the back office; each box inside is marked `lang="hi"` so the keyboard and spell
 * checker offer Hindi. An empty box shows shoppers the English.
 */
export function HindiFieldset({ children }: { children: ReactNode }) {
  return (
    <Fieldset
      legend={
        <>
          <span lang="hi">हिंदी</span> (Hindi)
        </>
      }
    >
      <p className="text-sm text-ink-700 sm:col-span-2">
        Shown on the Hindi pages. A box left empty shows the English there.
      </p>
      {children}
    </Fieldset>
  );
}
