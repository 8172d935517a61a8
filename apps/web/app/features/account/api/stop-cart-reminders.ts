import type { MessageResponse } from '@shop/shared/contracts/auth';
import type { CartReminderStopLink } from '@shop/shared/contracts/cart';
import type { ApiClient } from '../../../lib/api-client';

/** GET /api/v1/cart-reminders/stop?user=&e=&s=: whether a reminder's stop link is the shop's; changes nothing. */
export function checkCartReminderStop(link: CartReminderStopLink, api: ApiClient) {
  const query = new URLSearchParams({ user: link.user, e: String(link.e), s: link.s });
  return api<MessageResponse>(`/cart-reminders/stop?${query}`);
}

/** POST /api/v1/cart-reminders/stop: the page's button turns the account's cart reminders off. */
export function stopCartReminders(link: CartReminderStopLink, api: ApiClient) {
  return api<MessageResponse>('/cart-reminders/stop', { method: 'POST', body: link });
}
