import { writtenLang } from '@shop/shared/written-lang';
import { useLocale, useT } from '../../../lib/i18n';
import { formatOrderDate, formatOrderDateTime, STATUS_WORDS } from '../order-display';
import { timelineSteps, type TimelineInput } from '../order-timeline';

const DOT_CLASS = {
  done: 'border-leaf-600 bg-leaf-600',
  current: 'border-maroon-700 bg-maroon-700 ring-4 ring-cream-200',
  upcoming: 'border-ink-500 bg-white',
} as const;

/** The order's journey, built from its status history (see order-timeline.ts). */
export function StatusTimeline({ order }: { order: TimelineInput }) {
  const t = useT();
  const locale = useLocale();
  const steps = timelineSteps(order);
  return (
    <ol aria-label={t('orders.timeline')} className="flex flex-col">
      {steps.map((step, i) => (
        <li
          key={step.key}
          data-step={step.key}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="relative flex gap-3 pb-5 last:pb-0"
        >
          {i < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute top-5 left-[0.4375rem] h-[calc(100%-1rem)] w-0.5 bg-cream-200"
            />
          ) : null}
          <span aria-hidden="true" className={`mt-1 h-4 w-4 shrink-0 rounded-full border-2 ${DOT_CLASS[step.state]}`} />
          <div className="min-w-0">
            <p className={`font-semibold ${step.state === 'upcoming' ? 'text-ink-700' : 'text-ink-900'}`}>
              {step.key === 'expected' ? t('orders.expected') : t(STATUS_WORDS[step.key])}
              {step.state === 'current' ? <span className="sr-only">{t('orders.timelineCurrent')}</span> : null}
            </p>
            {step.at ? (
              <p className="text-sm text-ink-700">
                {step.key === 'expected' ? (
                  t('orders.by', { date: formatOrderDate(step.at, locale) })
                ) : (
                  <time dateTime={step.at}>{formatOrderDateTime(step.at, locale)}</time>
                )}
              </p>
            ) : null}
            {step.note && step.note.toLowerCase() !== step.label.toLowerCase() ? (
              <p {...writtenLang(step.note, locale)} className="text-sm break-words text-ink-700">
                {step.note}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
