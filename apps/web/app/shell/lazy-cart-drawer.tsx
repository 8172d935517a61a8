import { Suspense, useEffect, useState } from 'react';
import { drawerNoticeOf, OPEN_CART_DRAWER_EVENT } from '../features/cart/cart-drawer-events';
import { lazyWhenOnline } from '../lib/import-when-online';
import { withWords } from '../lib/with-words';

const CartDrawer = lazyWhenOnline(() =>
  withWords(import('../features/cart/components/cart-drawer'), 'cartDrawer', 'cartLines').then((drawer) => ({
    default: drawer.CartDrawer,
  })),
);

/**
 * The cart drawer's code (a dialog and the cart rows) and its words are fetched the first time the
 * drawer is asked for, not with every page: most visits never open it.
 */
export function LazyCartDrawer() {
  const [wanted, setWanted] = useState(false);
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    if (wanted) return;
    const show = (event: Event) => {
      setNotice(drawerNoticeOf(event));
      setWanted(true);
    };
    window.addEventListener(OPEN_CART_DRAWER_EVENT, show);
    return () => window.removeEventListener(OPEN_CART_DRAWER_EVENT, show);
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer initiallyOpen initialNotice={notice} />
    </Suspense>
  );
}
