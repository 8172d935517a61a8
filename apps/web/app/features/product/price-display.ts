import { discountPercent, formatINR, rupeesToPaise } from '@shop/shared/money';

export type PriceDisplay = {
  price: string;
  /** The struck-through price and percent off, only when the original is above the price. */
  original: string | null;
  percentOff: number | null;
};

export function priceDisplay(price: number, originalPrice: number | null): PriceDisplay {
  const pricePaise = rupeesToPaise(price);
  const originalPaise = originalPrice === null ? null : rupeesToPaise(originalPrice);
  const percent = discountPercent(pricePaise, originalPaise);
  if (originalPaise === null || originalPaise <= pricePaise) {
    return { price: formatINR(pricePaise), original: null, percentOff: null };
  }
  return { price: formatINR(pricePaise), original: formatINR(originalPaise), percentOff: percent };
}
