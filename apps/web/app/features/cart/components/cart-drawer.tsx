import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { LocaleLink, useT } from '../../../lib/i18n';
import { useSession } from '../../auth/api/get-session';
import { useCart } from '../api/get-cart';
import { drawerNoticeOf, OPEN_CART_DRAWER_EVENT } from '../cart-drawer-events';
import { AmountRows } from './amount-rows';
import { CartItemRow } from './cart-item-row';

const primaryClass =
  'flex-1 rounded-full bg-maroon-700 px-4 py-3 text-center font-semibold text-white hover:bg-maroon-800';
const secondaryClass =
  'flex-1 rounded-full border border-maroon-700 px-4 py-3 text-center font-semibold text-maroon-700 hover:bg-cream-100';

/**
 * The slide-in cart (spec section 4), mounted once; opened by Add to Cart and the header cart icon.
 * What Add to Cart has to say is said at the drawer's top, under its title: a toast there would
 * lie over the lines of a drawer that fills a phone's screen.
 */
export function CartDrawer({
  initiallyOpen = false,
  initialNotice,
}: {
  initiallyOpen?: boolean;
  initialNotice?: string;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [notice, setNotice] = useState(initialNotice);
  const session = useSession();
  const cart = useCart();
  const t = useT();

  useEffect(() => {
    const show = (event: Event) => {
      setNotice(drawerNoticeOf(event));
      setOpen(true);
    };
    window.addEventListener(OPEN_CART_DRAWER_EVENT, show);
    return () => window.removeEventListener(OPEN_CART_DRAWER_EVENT, show);
  }, []);

  const close = () => setOpen(false);
  const data = cart.data;
  const empty = !data || data.cart.length === 0;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-cream-50 shadow-2xl">
          <header className="flex items-center justify-between border-b border-cream-200 px-4 py-3">
            <Dialog.Title className="font-display text-xl font-bold text-maroon-800">
              {data && data.itemCount > 0
                ? t('cartDrawer.titleCount', { count: data.itemCount })
                : t('cartDrawer.title')}
            </Dialog.Title>
            <Dialog.Close className="rounded-full p-2 hover:bg-cream-100" aria-label={t('cartDrawer.close')}>
              <CloseIcon />
            </Dialog.Close>
          </header>
          <Dialog.Description className="sr-only">{t('cartDrawer.description')}</Dialog.Description>
          <p
            role="status"
            className={notice ? 'bg-green-50 px-4 py-2 text-sm font-semibold text-green-800' : 'sr-only'}
          >
            {notice ? `✓ ${notice}` : null}
          </p>
          {session.status !== 'loading' && cart.isPending ? (
            <p className="p-6 text-center text-ink-700" role="status">
              {t('cartDrawer.loading')}
            </p>
          ) : cart.isError ? (
            <div className="flex flex-col items-center gap-3 p-6 text-center">
              <p className="font-semibold">{t('cartDrawer.fetchFailed')}</p>
              <button type="button" className={secondaryClass} onClick={() => void cart.refetch()}>
                {t('cartDrawer.tryAgain')}
              </button>
            </div>
          ) : empty ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
              <p className="text-lg font-semibold text-ink-900">{t('cartDrawer.empty')}</p>
              <LocaleLink to="/collections" onClick={close} className={primaryClass + ' flex-none px-8'}>
                {t('cartDrawer.continueShopping')}
              </LocaleLink>
            </div>
          ) : (
            <>
              <ul className="flex-1 overflow-y-auto px-4">
                {data.cart.map((item) => (
                  <CartItemRow key={item.variantId} item={item} compact />
                ))}
              </ul>
              <footer className="flex flex-col gap-3 border-t border-cream-200 p-4">
                <AmountRows amounts={{ ...data, couponCode: data.appliedCoupon?.code }} />
                <div className="flex gap-3">
                  <LocaleLink to="/cart" onClick={close} className={secondaryClass}>
                    {t('cartDrawer.viewCart')}
                  </LocaleLink>
                  <LocaleLink to="/checkout" onClick={close} className={primaryClass}>
                    {t('cartDrawer.checkout')}
                  </LocaleLink>
                </div>
              </footer>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
