import { FREE_SHIPPING_THRESHOLD_PAISE, RETURN_WINDOW_DAYS } from '@shop/shared/constants';
import { formatINR } from '@shop/shared/money';
import { useT } from '../../../lib/i18n';

/** The three promises a first-time shopper looks for before trusting a shop, in one line at the top. */
export function TrustStrip() {
  const t = useT();
  const promises = [
    t('home.promiseCod'),
    t('home.promiseFreeShipping', { amount: formatINR(FREE_SHIPPING_THRESHOLD_PAISE) }),
    t('home.promiseReturns', { days: RETURN_WINDOW_DAYS }),
  ];
  return (
    <ul
      aria-label={t('home.promises')}
      className="flex flex-wrap justify-center gap-x-4 gap-y-1 bg-cream-100 px-4 py-2 text-xs font-semibold text-maroon-800 sm:text-sm"
    >
      {promises.map((promise) => (
        // Each promise stays whole; on the narrowest phones the third wraps to a second line
        // rather than hiding behind a sideways scroll.
        <li key={promise} className="whitespace-nowrap">
          ✓ {promise}
        </li>
      ))}
    </ul>
  );
}
