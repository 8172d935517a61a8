import { Link } from 'react-router';
import { CartIcon } from '../../../components/ui/icons';
import { iconButtonClass } from '../../../components/ui/icon-button-class';

export function HeaderCartLink() {
  return (
    <Link to="/cart" className={`${iconButtonClass} flex`}>
      <CartIcon />
      <span className="sr-only">Cart</span>
    </Link>
  );
}
