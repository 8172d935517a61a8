import { SIZE_CHART, SUPPORT_PHONE } from '@shop/shared/constants';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import type { MessageId } from '../../../locales/catalogues.server';
import { telHref } from '../../content/shop-details';

const MEASURING_STEPS: MessageId[] = [
  'sizeGuide.stepSeat',
  'sizeGuide.stepTape',
  'sizeGuide.stepRead',
  'sizeGuide.stepDiameter',
];

const GUIDELINES: MessageId[] = ['sizeGuide.noteApproximate', 'sizeGuide.noteLarger', 'sizeGuide.noteLayers'];

/**
 * The idol size chart in a modal (Radix Dialog: focus stays inside while open, Escape closes it,
 * and focus goes back to the button that opened it).
 */
export default function SizeGuideDialog({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Size Guide button: it gets focus back on close (the dialog has no Radix trigger of its own). */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-cream-50 p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl text-maroon-800">{t('sizeGuide.title')}</Dialog.Title>
            <Dialog.Close className="-mt-1 -mr-2 flex h-10 w-10 items-center justify-center rounded-full hover:bg-cream-100">
              <CloseIcon />
              <span className="sr-only">{t('sizeGuide.close')}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-ink-700">{t('sizeGuide.description')}</Dialog.Description>

          <table className="mt-4 w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t('sizeGuide.caption')}</caption>
            <thead>
              <tr className="bg-maroon-800 text-white">
                <th scope="col" className="px-3 py-2">
                  {t('sizeGuide.columnSize')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('sizeGuide.columnHeight')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('sizeGuide.columnDiameter')}
                </th>
              </tr>
            </thead>
            <tbody>
              {SIZE_CHART.map((row) => (
                <tr key={row.size} className="border-b border-cream-200 odd:bg-white">
                  <th scope="row" className="px-3 py-2 font-semibold">
                    {row.size}
                  </th>
                  <td className="px-3 py-2">{row.idolHeightIn.toFixed(2)}</td>
                  <td className="px-3 py-2">{row.dressDiameterIn}</td>
                </tr>
              ))}
            </tbody>
          </table>

          <h3 className="mt-6 font-semibold text-ink-900">{t('sizeGuide.howToMeasure')}</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-700">
            {MEASURING_STEPS.map((step) => (
              <li key={step}>{t(step)}</li>
            ))}
          </ol>

          <h3 className="mt-5 font-semibold text-ink-900">{t('sizeGuide.goodToKnow')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
            {GUIDELINES.map((line) => (
              <li key={line}>{t(line)}</li>
            ))}
          </ul>

          <p className="mt-5 rounded-xl bg-cream-100 p-3 text-sm text-ink-900">
            {richText(t('sizeGuide.stillUnsure', { phone: SUPPORT_PHONE }), {
              call: (text) => (
                <a href={telHref(SUPPORT_PHONE)} className="font-semibold text-maroon-700 underline">
                  {text}
                </a>
              ),
            })}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
