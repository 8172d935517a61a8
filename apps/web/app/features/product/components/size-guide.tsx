import { Suspense, useRef, useState } from 'react';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { withWords } from '../../../lib/with-words';
import { useT } from '../../../lib/i18n';

// The chart's dialog, and its words, are fetched when the shopper first asks for it, not with the
// product page.
const SizeGuideDialog = lazyWhenOnline(() => withWords(import('./size-guide-dialog'), 'sizeGuide'));

/** The Size Guide button beside the sizes; the chart opens in a modal (see size-guide-dialog.tsx). */
export function SizeGuide() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const t = useT();
  if (open && !used) setUsed(true);
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="tap-target text-sm font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-900"
      >
        {t('product.sizeGuide')}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SizeGuideDialog open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
