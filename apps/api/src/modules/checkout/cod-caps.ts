import type { CustomerInfo } from '@shop/shared/contracts/checkout';

/**
 * The delivery address as the caps on unconfirmed cash-on-delivery orders count it: the street
 * lines and PIN code, letters and digits only, in lower case, so spacing, commas and capitals do
 * not make one doorstep look like many. Store pickup has none: every pickup is the shop's counter.
 */
export function deliveryAddressKey(address: CustomerInfo): string | null {
  if (address.shippingMethod === 'store') return null;
  const fold = (text: string) =>
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
  return `${address.postalCode}:${fold(address.address)}:${fold(address.apartment)}`;
}

type Waiting = { userId: string; phone: string | null; addressKey: string | null; units: number };

/**
 * Whether one more unconfirmed cash-on-delivery order of `units` would pass the caps for its
 * account, its delivery phone or its delivery address (decision 0125): each may have at most
 * `maxOrders` such orders and `maxUnits` units waiting at once.
 */
export function passesCodCaps(
  waiting: readonly Waiting[],
  order: { userId: string; phone: string | null; addressKey: string | null; units: number },
  { maxOrders, maxUnits }: { maxOrders: number; maxUnits: number },
): boolean {
  const groups = [
    waiting.filter((row) => row.userId === order.userId),
    order.phone ? waiting.filter((row) => row.phone === order.phone) : [],
    order.addressKey ? waiting.filter((row) => row.addressKey === order.addressKey) : [],
  ];
  return groups.every(
    (rows) => rows.length + 1 <= maxOrders && rows.reduce((total, row) => total + row.units, order.units) <= maxUnits,
  );
}
