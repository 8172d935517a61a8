import type { CartReminderStopLink } from '@shop/shared/contracts/cart';
import type { Locale } from '@shop/shared/locale';
import { isUuid } from '@shop/shared/uuid';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { shopLink } from '../../lib/shop-link';
import { expiringSignature } from '../../lib/expiring-signature';
import { cartReminderRepository } from './cart-reminder-repository';

/** A stop link keeps working this long after its reminder: far longer than anyone keeps a message. */
const STOP_LINK_DAYS = 400;

/**
 * The one-tap stop link of a cart reminder (decision 0161): the account's id and an expiry signed
 * with the shop's keyed hash for this purpose alone, so it needs no sign-in and cannot be made for
 * another account or another purpose. The page it opens asks for a tap on a button before
 * anything changes, so a mail scanner following the link turns nothing off.
 */
export function cartReminderStops({
  db,
  hash,
  publicUrl,
  now,
}: {
  db: Db;
  hash: (value: string) => string;
  publicUrl: string;
  now: () => Date;
}) {
  const signature = expiringSignature(hash, 'cart-reminder-stop');

  function check(link: CartReminderStopLink): string {
    if (!isUuid(link.user) || !signature.isValid(link.user, link.e, link.s, now())) {
      throw new AppError('CART_REMINDER_LINK_INVALID');
    }
    return link.user;
  }

  return {
    /** The link for this account's reminder, on the page of its language. */
    link(userId: string, locale: Locale): string {
      const expires = now().getTime() + STOP_LINK_DAYS * 24 * 60 * 60_000;
      const path = `/cart-reminders/stop?user=${encodeURIComponent(userId)}&e=${expires}`;
      return shopLink(publicUrl, path, locale, { s: signature.sign(userId, expires) });
    },

    /** Refuses a link the shop did not sign (or one run out), changing nothing. */
    check(link: CartReminderStopLink): void {
      check(link);
    },

    /** Turns the account's cart reminders off; the same link again changes nothing more. */
    async stop(link: CartReminderStopLink): Promise<void> {
      await cartReminderRepository(db).turnOff(check(link));
    },
  };
}

export type CartReminderStops = ReturnType<typeof cartReminderStops>;
