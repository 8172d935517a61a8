import { describe, expect, it } from 'vitest';
import {
  formatOrderDate,
  formatOrderDateTime,
  itemCountText,
  paymentMethodLabel,
  orderPaymentLabel,
  paymentStateLabel,
  supportChatHref,
  supportMailHref,
} from './order-display';
import { serverT } from '../../lib/i18n.server';

const t = serverT(new Request('http://shop.test/dashboard/orders'), 'orders');
const hindi = serverT(new Request('http://shop.test/hi/dashboard/orders'), 'orders');

describe('How an order is described to its shopper', () => {
  it('dates orders in India time, whatever the clock of the machine', () => {
    expect(formatOrderDate('2026-11-22T20:00:00.000Z')).toBe('23 Nov 2026');
    expect(formatOrderDate('2026-11-22T20:00:00.000Z', 'hi')).toBe('23 नवंबर 2026');
  });

  it('tells the time in Hindi by the part of the day, with no am or pm', () => {
    expect(formatOrderDateTime('2026-11-27T20:54:00.000Z', 'hi')).toBe('28 नवंबर 2026 को रात 2:24 बजे');
    expect(hindi('orders.placedOn', { date: formatOrderDateTime('2026-11-28T09:30:00.000Z', 'hi') })).toBe(
      '28 नवंबर 2026 को दोपहर 3:00 बजे ऑर्डर किया',
    );
  });

  it('speaks Hindi on a Hindi page', () => {
    expect(paymentMethodLabel('cod', hindi)).toBe('कैश ऑन डिलीवरी');
    expect(itemCountText([{ quantity: 2 }, { quantity: 1 }], hindi)).toBe('3 सामान');
  });

  it('names the payment state, with cash on delivery still to be paid', () => {
    expect(paymentStateLabel({ method: 'online', status: 'paid' }, t)).toBe('Paid');
    expect(paymentStateLabel({ method: 'cod', status: 'pending' }, t)).toBe('Pay on delivery');
    expect(paymentStateLabel({ method: 'online', status: 'pending' }, t)).toBe('Awaiting payment');
    expect(paymentStateLabel({ method: 'online', status: 'refunded' }, t)).toBe('Refunded');
  });

  it('names a cash-on-delivery order waiting for the shopper to confirm it from their email', () => {
    const payment = { method: 'cod' as const, status: 'pending' as const };
    const until = '2026-11-25T10:30:00.000Z';
    expect(orderPaymentLabel({ orderStatus: 'pending', payment, awaitingConfirmationUntil: until }, t)).toBe(
      'Awaiting your confirmation',
    );
    expect(orderPaymentLabel({ orderStatus: 'pending', payment, awaitingConfirmationUntil: null }, t)).toBe(
      'Not confirmed in time',
    );
    expect(orderPaymentLabel({ orderStatus: 'processing', payment, awaitingConfirmationUntil: null }, t)).toBe(
      'Pay on delivery',
    );
    expect(paymentMethodLabel('cod', t)).toBe('Cash on Delivery');
  });

  it('writes to support with the short order number in the subject', () => {
    const href = supportMailHref('support@shringarshop.in', { orderNumber: 'ABC' }, t);
    expect(href).toBe('mailto:support@shringarshop.in?subject=Help%20with%20order%20%23ABC');
  });

  it('opens the WhatsApp chat with the order number already written', () => {
    const href = supportChatHref({ orderNumber: 'ABC' }, t);
    expect(href).toBe('https://wa.me/919876543210?text=Namaste%2C%20I%20need%20help%20with%20my%20order%20%23ABC.');
  });

  it('counts units, not lines', () => {
    expect(itemCountText([{ quantity: 2 }, { quantity: 1 }], t)).toBe('3 items');
    expect(itemCountText([{ quantity: 1 }], t)).toBe('1 item');
  });
});
