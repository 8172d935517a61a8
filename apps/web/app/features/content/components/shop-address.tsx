import { useT } from '../../../lib/i18n';
import { SHOP_ADDRESS } from '../shop-details';

/** The shop's own address, where shoppers visit and collect store-pickup orders, in the page's language. */
export function ShopAddress() {
  const t = useT();
  return (
    <address className="text-ink-700 not-italic">
      {[
        SHOP_ADDRESS.lines[0],
        t('shell.addressStreet'),
        t('shell.addressTown'),
        t('shell.addressRegion'),
        t('shell.addressCountry'),
      ].map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
