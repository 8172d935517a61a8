/**
 * Every kind of message the shop sends, by any channel, and whether its words carry a secret: a
 * code, or a link whose token or signature lets its reader act as the shopper (sign in, reset a
 * password, finish a sign-up, verify an email, confirm or cancel an order). A message is written to
 * the outbox only under a name from this table, so a new kind must say here whether it carries one;
 * the back office never shows a secret's words once they went out (`textForOwner`).
 */
export const MESSAGE_TEMPLATES = {
  'sign-in-code': { secret: true },
  'password-reset': { secret: true },
  'signup-link': { secret: true },
  'email-verification': { secret: true },
  'cod-confirmation': { secret: true },
  'delivery-failed': { secret: true },
  // The link that proves a guest's phone or email before a back-in-stock alert goes to it.
  'stock-alert-confirm': { secret: true },
  // No longer sent (decision 0125); named so the reminders already in the outbox stay hidden.
  'cod-reminder': { secret: true },
  'signup-existing-account': { secret: false },
  'order-confirmation': { secret: false },
  'order-placed': { secret: false },
  'order-shipped': { secret: false },
  'order-out-for-delivery': { secret: false },
  'order-delivered': { secret: false },
  'order-cancelled': { secret: false },
  'refund-issued': { secret: false },
  'return-received': { secret: false },
  'return-approved': { secret: false },
  'return-rejected': { secret: false },
  'payment-received': { secret: false },
  'review-request': { secret: false },
  'back-in-stock': { secret: false },
  'price-drop': { secret: false },
  // Its stop link turns the shopper's reminders off without sign-in (decision 0161).
  'cart-reminder': { secret: true },
} as const satisfies Record<string, { secret: boolean }>;

export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;

/** Whether a stored message's words carry a secret; a name the table does not know is kept secret. */
export function carriesSecret(template: string): boolean {
  return Object.hasOwn(MESSAGE_TEMPLATES, template) ? MESSAGE_TEMPLATES[template as MessageTemplate].secret : true;
}
