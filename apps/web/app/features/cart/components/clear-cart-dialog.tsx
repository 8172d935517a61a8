import { AlertDialog } from 'radix-ui';
import { useT } from '../../../lib/i18n';
import { useClearCart } from '../api/clear-cart';

/** Clear Cart asks first: it empties every line at once. */
export function ClearCartDialog() {
  const t = useT();
  const clear = useClearCart();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        className="rounded-full border border-maroon-700 px-4 py-2 text-sm font-semibold text-maroon-700 hover:bg-cream-100 disabled:opacity-50"
        disabled={clear.isPending}
      >
        {t('cart.clear')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(90vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-ink-900">{t('cart.clear')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-700">{t('cart.clearConfirm')}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded-full border border-ink-500 px-4 py-2 font-semibold">
              {t('cart.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className="rounded-full bg-maroon-700 px-4 py-2 font-semibold text-white hover:bg-maroon-800"
              onClick={() => clear.mutate()}
            >
              {t('cart.clear')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
