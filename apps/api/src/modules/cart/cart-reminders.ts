import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SHOP_NAME } from '@shop/shared/constants';
import type { Locale } from '@shop/shared/locale';
import type { Db } from '../../db/client';
import { shopLink } from '../../lib/shop-link';
import { enqueueOutgoing, outgoing, type Outgoing } from '../email/outgoing-message';
import { cartReminderRepository, type DueReminder } from './cart-reminder-repository';
import type { CartReminderStops } from './cart-reminder-stop';

const MINUTE = 60_000;
/** The second reminder, if the cart still waits, comes this long after the first; there is no third. */
export const SECOND_REMINDER_AFTER_MS = 24 * 60 * MINUTE;
/** Reminders queued per run; the rest wait for the next one. */
const REMINDERS_PER_RUN = 200;
const RUN_EVERY_MS = 5 * MINUTE;

const WORDS = {
  en: {
    text: (cart: string, stop: string) =>
      `${SHOP_NAME}: Namaste! What you chose for Thakur Ji is still waiting in your cart. Finish your order here: ${cart} To stop these reminders: ${stop}`,
    subject: 'Your cart is waiting for you',
    body: 'Namaste! What you chose for Thakur Ji is still waiting in your cart. Sizes sell out quickly, so do not wait too long.',
    button: 'Open my cart',
    stop: (stop: string) => `Do not want these reminders? Turn them off with one tap: ${stop}`,
  },
  hi: {
    text: (cart: string, stop: string) =>
      `${SHOP_NAME}: नमस्ते! ठाकुर जी के लिए आपका चुना हुआ सामान आपके कार्ट में अब भी रखा है। ऑर्डर यहाँ पूरा करें: ${cart} ये याद दिलाने वाले संदेश बंद करने के लिए: ${stop}`,
    subject: 'आपका कार्ट आपकी राह देख रहा है',
    body: 'नमस्ते! ठाकुर जी के लिए आपका चुना हुआ सामान आपके कार्ट में अब भी रखा है। साइज़ जल्दी बिक जाते हैं, इसलिए ज़्यादा देर न करें।',
    button: 'मेरा कार्ट खोलें',
    stop: (stop: string) => `ये याद दिलाने वाले संदेश नहीं चाहिए? एक बटन दबाकर बंद करें: ${stop}`,
  },
} satisfies Record<Locale, unknown>;

/**
 * WhatsApp to a proven phone whose shopper kept WhatsApp on; else the verified email; else an SMS to
 * the proven phone (a shopper signed in by phone often has no email).
 */
function recipientOf(account: DueReminder) {
  const phone = account.phone && account.phoneVerifiedAt ? account.phone : null;
  if (phone && account.whatsappUpdates) return { channel: 'whatsapp' as const, contact: phone };
  if (account.email && account.emailVerifiedAt) return { channel: 'email' as const, contact: account.email };
  if (phone) return { channel: 'sms' as const, contact: phone };
  return null;
}

/** The reminder, linking back to the cart and to its signed stop link, in the shopper's language. */
export function cartReminderMessage(
  to: { channel: 'whatsapp' | 'sms' | 'email'; contact: string; locale: Locale },
  { publicUrl, stop }: { publicUrl: string; stop: string },
): Outgoing {
  const words = WORDS[to.locale];
  const cart = shopLink(publicUrl, '/cart', to.locale);
  return outgoing(to, {
    template: 'cart-reminder',
    params: [cart, stop],
    text: words.text(cart, stop),
    subject: words.subject,
    paragraphs: [words.body],
    action: { label: words.button, href: cart },
    after: [words.stop(stop)],
  });
}

/**
 * Reminds shoppers of carts left untouched for `idleMinutes` (decision 0154): once, and a second
 * time a day later if the cart still waits; never after an order, an emptied cart or the switch
 * turned off, never a guest (who gave no way to be reached). Each reminder is claimed by its
 * `cart_reminders` row in the transaction that queues it, so two instances send it once. Answers
 * how many were queued.
 */
export async function remindAbandonedCarts(
  db: Db,
  {
    publicUrl,
    stops,
    idleMinutes,
    now,
  }: { publicUrl: string; stops: Pick<CartReminderStops, 'link'>; idleMinutes: number; now: Date },
): Promise<number> {
  const due = await cartReminderRepository(db).due({
    idleBefore: new Date(now.getTime() - idleMinutes * MINUTE),
    secondBefore: new Date(now.getTime() - SECOND_REMINDER_AFTER_MS),
    limit: REMINDERS_PER_RUN,
  });
  let queued = 0;
  for (const reminder of due) {
    const to = recipientOf(reminder);
    if (!to) continue;
    const sent = await db.transaction(async (tx) => {
      if (!(await cartReminderRepository(tx).claim(reminder, to.channel, now))) return false;
      const stop = stops.link(reminder.userId, reminder.locale);
      await enqueueOutgoing(tx, cartReminderMessage({ ...to, locale: reminder.locale }, { publicUrl, stop }));
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** Looks for carts to remind of every five minutes, on whichever instance claims the job. */
export const cartReminderPlugin = fp(
  async function cartReminders(app: FastifyInstance, { now }: { now: () => Date }) {
    app.jobs.define({
      name: 'cart-reminders',
      title: {
        en: `Remind shoppers of carts left for ${app.config.CART_REMINDER_MINUTES} minutes`,
        hi: `${app.config.CART_REMINDER_MINUTES} मिनट से छोड़े गए कार्ट की याद खरीदारों को दिलाना`,
      },
      everyMs: RUN_EVERY_MS,
      work: async () => {
        const queued = await remindAbandonedCarts(app.database.db, {
          publicUrl: app.config.publicUrl,
          stops: app.services.cartReminderStops,
          idleMinutes: app.config.CART_REMINDER_MINUTES,
          now: now(),
        });
        if (queued > 0) app.outbox.sendSoon();
      },
    });
  },
  { name: 'shop-cart-reminders', dependencies: ['shop-job-scheduler', 'shop-email-sender'] },
);
