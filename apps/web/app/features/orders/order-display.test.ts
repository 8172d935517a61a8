import { describe, expect, it } from 'vitest';
import {
  formatOrderDate,
  itemCountText,
  paymentMethodLabel,
  orderPaymentLabel,
  paymentStateLabel,
  supportChatHref,
  supportMailHref,
} from './order-display';

describe('How an order is described to its shopper', () => {
  it('dates orders in India time, whatever the clock of the machine', () => {
    expect(formatOrderDate('2026-11-22T20:00:00.000Z')).toBe('23 Nov 2026');
  });

  it('names the payment state, with cash on delivery still to be paid', () => {
    expect(paymentStateLabel({ method: 'online', status: 'paid' })).toBe('Paid');
    expect(paymentStateLabel({ method: 'cod', status: 'pending' })).toBe('Pay on delivery');
    expect(paymentStateLabel({ method: 'online', status: 'pending' })).toBe('Awaiting payment');
    expect(paymentStateLabel({ method: 'online', status: 'refunded' })).toBe('Refunded');
  });

  it('names a cash-on-delivery order waiting for the shopper to confirm it from their email', () => {
    const payment = { method: 'cod' as const, status: 'pending' as const };
    const until = '2026-11-25T10:30:00.000Z';
    expect(orderPaymentLabel({ orderStatus: 'pending', payment, awaitingConfirmationUntil: until })).toBe(
      'Awaiting your confirmation',
    );
    expect(orderPaymentLabel({ orderStatus: 'pending', payment, awaitingConfirmationUntil: null })).toBe(
      'Not confirmed in time',
    );
    expect(orderPaymentLabel({ orderStatus: 'processing', payment, awaitingConfirmationUntil: null })).toBe(
      'Pay on delivery',
    );
    expect(paymentMethodLabel('cod')).toBe('Cash on Delivery');
  });

  it('writes to support with the short order number in the subject', () => {
    const href = supportMailHref('support@shringarshop.in', { orderNumber: 'ABC' });
    expect(href).toBe('mailto:support@shringarshop.in?subject=Help%20with%20order%20%23ABC');
  });

  it('opens the WhatsApp chat with the order number already written', () => {
    const href = supportChatHref('https://wa.me/919876543210', { orderNumber: 'ABC' });
    expect(href).toBe('https://wa.me/919876543210?text=Namaste%2C%20I%20need%20help%20with%20my%20order%20%23ABC.');
  });

  it('counts units, not lines', () => {
    expect(itemCountText([{ quantity: 2 }, { quantity: 1 }])).toBe('3 items');
    expect(itemCountText([{ quantity: 1 }])).toBe('1 item');
  });
});
