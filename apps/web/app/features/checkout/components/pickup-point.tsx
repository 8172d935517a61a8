import { useT } from '../../../lib/i18n';
import { ShopAddress } from '../../content/components/shop-address';

/** Where a store-pickup order is collected: the shop's own address, as on the contact page. */
export function PickupPoint() {
  const t = useT();
  return (
    <div className="rounded-lg border border-cream-200 bg-cream-100 px-3 py-3 text-sm">
      <p className="font-semibold text-ink-900">{t('checkout.pickupTitle')}</p>
      <ShopAddress />
      <p className="mt-1 text-ink-700">{t('checkout.pickupNote')}</p>
    </div>
  );
}
