import type { Locale } from '@shop/shared/locale';
import { expiringSignature } from '../../lib/expiring-signature';
import { shopLink } from '../../lib/shop-link';

type Hash = (value: string) => string;

/**
 * The confirm and cancel links of a cash-on-delivery order (decision 0046): the order's id and an
 * expiry, signed with the shop's keyed hash, so they need no login and cannot be made for another
 * order or stretched. Single use comes from the order itself: only an order still awaiting its
 * confirmation can be confirmed or cancelled by link.
 */
export function codLinks(hash: Hash, publicUrl: string) {
  const { sign, isValid } = expiringSignature(hash, 'cod-confirmation');
  return {
    /** The links, on the confirmation page of the order's language. */
    make(orderId: string, expiresAt: Date, locale: Locale): { confirm: string; cancel: string } {
      const expires = expiresAt.getTime();
      const query = `order=${encodeURIComponent(orderId)}&e=${expires}`;
      const base = shopLink(publicUrl, `/cod-confirm?${query}`, locale, { s: sign(orderId, expires) });
      return { confirm: `${base}&do=confirm`, cancel: `${base}&do=cancel` };
    },

    /** Whether a link's signature is the shop's and its time has not run out. */
    isValid(link: { orderId: string; expires: number; signature: string }, at: Date): boolean {
      return isValid(link.orderId, link.expires, link.signature, at);
    },
  };
}
