import type { FaqGroup } from '../faq-entries';

/** Native <details>: answers open and close with keyboard and without JavaScript. */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className="flex max-w-3xl flex-col gap-10">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`} className="mb-3 font-display text-2xl text-maroon-800">
            {group.title}
          </h2>
          <div className="flex flex-col gap-2">
            {group.entries.map((entry) => (
              <details key={entry.question} className="group rounded-xl border border-cream-200 bg-white">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
                  {entry.question}
                  <span aria-hidden="true" className="text-xl text-saffron-700 group-open:rotate-45">
                    +
                  </span>
                </summary>
                <p className="px-4 pb-4 leading-relaxed text-ink-700">{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
