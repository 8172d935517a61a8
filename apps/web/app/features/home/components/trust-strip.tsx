import { FREE_SHIPPING_THRESHOLD_PAISE, RETURN_WINDOW_DAYS } from '@shop/shared/constants';
import { formatINR } from '@shop/shared/money';

/** The three promises a first-time shopper looks for before trusting a shop, in one line at the top. */
const PROMISES = [
  'Cash on delivery',
  `Free shipping from ${formatINR(FREE_SHIPPING_THRESHOLD_PAISE)}`,
  `${RETURN_WINDOW_DAYS}-day returns`,
];

export function TrustStrip() {
  return (
    <ul
      aria-label="Our promises"
      className="flex flex-wrap justify-center gap-x-4 gap-y-1 bg-cream-100 px-4 py-2 text-xs font-semibold text-maroon-800 sm:text-sm"
    >
      {PROMISES.map((promise) => (
        // Each promise stays whole; on the narrowest phones the third wraps to a second line
        // rather than hiding behind a sideways scroll.
        <li key={promise} className="whitespace-nowrap">
          ✓ {promise}
        </li>
      ))}
    </ul>
  );
}
