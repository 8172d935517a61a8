import { formatINR } from '@shop/shared/money';
import type { Db } from '../../db/client';
import { enqueueOutgoing } from '../email/outgoing-message';
import { priceDropMessage } from './stock-alert-messages';
import { priceDropRepository } from './price-drop-repository';

/** Drops told per sweep; the rest wait for the next one. */
const DROPS_PER_SWEEP = 200;

type Account = {
  phone: string | null;
  phoneVerifiedAt: Date | null;
  whatsappUpdates: boolean;
  email: string | null;
  emailVerifiedAt: Date | null;
};

/** The account's proven phone (WhatsApp when it kept WhatsApp updates, else SMS), else its verified email. */
function recipientOf(account: Account) {
  if (account.phone && account.phoneVerifiedAt) {
    return { channel: account.whatsappUpdates ? ('whatsapp' as const) : ('sms' as const), contact: account.phone };
  }
  if (account.email && account.emailVerifiedAt) return { channel: 'email' as const, contact: account.email };
  return null;
}

/**
 * Tells each shopper once per drop when a product on their wishlist gets cheaper than the price
 * they last saw (decision 0150), unless they turned it off in the profile. Each drop is claimed by
 * moving the seen price down from the value read, in the transaction that queues the message, so
 * two instances tell it once. Returns how many messages were queued.
 */
export async function tellPriceDrops(db: Db, publicUrl: string): Promise<number> {
  const queries = priceDropRepository(db);
  await queries.catchUp();
  let told = 0;
  for (const drop of await queries.drops(DROPS_PER_SWEEP)) {
    const sent = await db.transaction(async (tx) => {
      if (!(await priceDropRepository(tx).claim(drop))) return false;
      const to = drop.wanted ? recipientOf(drop) : null;
      if (!to) return false;
      const prices = { price: formatINR(drop.pricePaise), was: formatINR(drop.seenPaise) };
      await enqueueOutgoing(tx, priceDropMessage({ ...to, locale: drop.locale }, drop, prices, publicUrl));
      return true;
    });
    if (sent) told += 1;
  }
  return told;
}
