import type { ListingParams } from '@shop/shared/contracts/listing-address';
import type { ListingFacets } from '@shop/shared/contracts/listing';
import { Dialog } from 'radix-ui';
import { CloseIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';
import { ClearFiltersLink } from './listing-controls';
import { ListingFilters } from './listing-filters';

/** The phone's filters, over the page from the right; loaded when the shopper first opens them. */
export function FiltersPanel({
  facets,
  params,
  pathname,
  total,
  busy,
  count,
  onApply,
  onClose,
}: {
  facets: ListingFacets;
  params: ListingParams;
  pathname: string;
  total: number;
  busy: boolean;
  count: number;
  onApply: (next: ListingParams) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          // The button that opened it takes the focus back (onClose): it is outside Radix's tree.
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="fixed inset-y-0 right-0 z-50 flex w-[22rem] max-w-[90vw] flex-col bg-cream-50 shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-cream-200 px-4 py-3">
            <Dialog.Title className="font-display text-xl font-bold text-maroon-800">
              {t('listing.filters')}
            </Dialog.Title>
            <Dialog.Close className="flex h-10 w-10 items-center justify-center rounded-full hover:bg-cream-100">
              <CloseIcon aria-hidden="true" />
              <span className="sr-only">{t('listing.closeFilters')}</span>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 pb-4">
            <ListingFilters facets={facets} params={params} pathname={pathname} idPrefix="dialog" onApply={onApply} />
          </div>
          <div className="flex items-center gap-3 border-t border-cream-200 px-4 py-3">
            {count > 0 ? <ClearFiltersLink pathname={pathname} params={params} /> : null}
            <Dialog.Close className="ml-auto rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white hover:bg-maroon-800">
              {busy ? t('listing.updating') : t('listing.showProducts', { count: total })}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
