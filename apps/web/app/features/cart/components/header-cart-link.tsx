import { HEADER_BADGE_CAP } from '@shop/shared/constants';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../../lib/i18n';
import { CountBadge } from '../../../components/ui/count-badge';
import { iconButtonClass } from '../../../components/ui/icon-button-class';
import { CartIcon } from '../../../components/ui/part-icons';
import { useSession } from '../../auth/api/get-session';
import { useCartCount } from '../api/get-cart';
import { openCartDrawer } from '../cart-drawer-events';

/**
 * A link to /cart; once the page knows who is shopping, a click opens the cart drawer instead,
 * whose View Cart leads to the page.
 */
export function HeaderCartLink() {
  const session = useSession();
  const count = useCartCount();
  const t = useT();
  const localePath = useLocalePath();
  return (
    <Link
      to={localePath('/cart')}
      className={`${iconButtonClass} relative flex`}
      onClick={(event) => {
        if (session.status === 'loading' || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        openCartDrawer();
      }}
    >
      <CartIcon />
      <span className="sr-only">{t('shell.cart')}</span>
      <CountBadge count={count} cap={HEADER_BADGE_CAP} label={t('shell.itemsInCart')} />
    </Link>
  );
}
