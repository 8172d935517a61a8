import { timingSafeEqual } from 'node:crypto';

type Hash = (value: string) => string;

/** Compared in constant time, so a refusal's timing tells nothing of how much of a signature was right. */
function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * An id and an expiry signed with the shop's keyed hash for one purpose (`cod-confirmation`,
 * `delivery-attempt`, `cart-reminder-stop`), so a link made for one cannot be used for another,
 * another id, or later.
 */
export function expiringSignature(hash: Hash, purpose: string) {
  const sign = (id: string, expires: number) => hash(`${purpose}:${id}:${expires}`);
  return {
    sign,
    isValid(id: string, expires: number, signature: string, at: Date): boolean {
      return Number.isSafeInteger(expires) && expires > at.getTime() && sameText(sign(id, expires), signature);
    },
  };
}
