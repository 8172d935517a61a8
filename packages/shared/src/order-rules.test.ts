import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './constants';
import { errorMessage } from './errors';
import {
  isReadyToShip,
  allowedTransitions,
  canCancel,
  canRequestReturn,
  expectedDelivery,
  invoiceAvailable,
  isOrderId,
  isTransitionAllowed,
  orderNumber,
  paymentStatusAfterRefunds,
  refundablePaise,
  refundProblem,
  returnDeadline,
  statusAfterFullRefund,
  trackingConfirmMatches,
  withinReturnWindow,
} from './order-rules';

const DAY = 24 * 60 * 60 * 1000;
const delivered = new Date('2026-03-01T10:00:00Z');
const afterDelivery = (days: number) => new Date(delivered.getTime() + days * DAY);

describe('cancelling', () => {
  it('is possible only before the order ships', () => {
    const cancellable = ORDER_STATUSES.filter(canCancel);
    expect(cancellable).toEqual(['pending', 'processing']);
  });
});

describe("the shop owner's status changes", () => {
  it('go processing → shipped → out for delivery → delivered, with cancel only before shipping', () => {
    expect(allowedTransitions('processing')).toEqual(['shipped', 'cancelled']);
    expect(allowedTransitions('shipped')).toEqual(['out_for_delivery', 'delivered', 'returned_to_origin']);
    expect(allowedTransitions('out_for_delivery')).toEqual(['delivered', 'returned_to_origin']);
    expect(allowedTransitions('pending')).toEqual(['cancelled']);
    for (const closed of ['delivered', 'cancelled', 'returned', 'refunded'] as const) {
      expect(allowedTransitions(closed)).toEqual([]);
    }
  });

  it('never skip a step or go backwards', () => {
    expect(isTransitionAllowed('processing', 'delivered')).toBe(false);
    expect(isTransitionAllowed('shipped', 'cancelled')).toBe(false);
    expect(isTransitionAllowed('delivered', 'shipped')).toBe(false);
    expect(isTransitionAllowed('pending', 'processing')).toBe(false);
    expect(isTransitionAllowed('shipped', 'delivered')).toBe(true);
    expect(isTransitionAllowed('processing', 'out_for_delivery')).toBe(false);
    expect(isTransitionAllowed('out_for_delivery', 'cancelled')).toBe(false);
    expect(isTransitionAllowed('out_for_delivery', 'shipped')).toBe(false);
    expect(isTransitionAllowed('delivered', 'out_for_delivery')).toBe(false);
  });
});

describe('the return window', () => {
  it('closes seven days after delivery', () => {
    expect(returnDeadline(delivered).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(withinReturnWindow(delivered, afterDelivery(6))).toBe(true);
    expect(withinReturnWindow(delivered, afterDelivery(7))).toBe(true);
    expect(withinReturnWindow(delivered, new Date(afterDelivery(7).getTime() + 1))).toBe(false);
    expect(withinReturnWindow(delivered, afterDelivery(8))).toBe(false);
    expect(withinReturnWindow(null, afterDelivery(1))).toBe(false);
  });

  it('allows one open request at a time, and a new one after a rejection', () => {
    const order = { status: 'delivered' as const, deliveredAt: delivered };
    expect(canRequestReturn(order, null, afterDelivery(6))).toBe(true);
    expect(canRequestReturn(order, null, afterDelivery(8))).toBe(false);
    expect(canRequestReturn(order, { status: 'requested' }, afterDelivery(2))).toBe(false);
    expect(canRequestReturn(order, { status: 'approved' }, afterDelivery(2))).toBe(false);
    expect(canRequestReturn(order, { status: 'rejected' }, afterDelivery(2))).toBe(true);
    expect(canRequestReturn({ ...order, status: 'shipped' }, null, afterDelivery(1))).toBe(false);
  });
});

describe('expected delivery', () => {
  const placed = new Date('2026-03-01T00:00:00Z');
  const shippingAddress = { state: 'Uttar Pradesh', city: 'Mathura', shippingMethod: 'online' as const };
  const base = { placedAt: placed, createdAt: placed, deliveredAt: null, cancelledAt: null, shippingAddress };

  it('is the last day of the delivery window for the address zone', () => {
    // Sunday 1 March + 7 business days (Sunday 8 skipped) = Monday 9 March.
    expect(expectedDelivery(base)?.getDate()).toBe(9);
    const metro = { ...shippingAddress, state: 'Delhi', city: 'New Delhi' };
    expect(expectedDelivery({ ...base, shippingAddress: metro })?.getDate()).toBe(6);
  });

  it('is not shown for a store pickup', () => {
    expect(expectedDelivery({ ...base, shippingAddress: { ...shippingAddress, shippingMethod: 'store' } })).toBeNull();
  });

  it('is not shown once delivered or cancelled', () => {
    expect(expectedDelivery({ ...base, deliveredAt: placed })).toBeNull();
    expect(expectedDelivery({ ...base, cancelledAt: placed })).toBeNull();
  });
});

describe('refund bounds', () => {
  it('allow up to the amount paid less earlier refunds', () => {
    expect(refundablePaise(1000_00, 300_00)).toBe(700_00);
    expect(refundablePaise(1000_00, 1200_00)).toBe(0);
    expect(refundProblem(700_00, 1000_00, 300_00)).toBeNull();
    expect(refundProblem(1, 1000_00, 0)).toBeNull();
  });

  it('refuse nothing, a negative amount, more than is left, and an unpaid order, each with its reason', () => {
    expect(refundProblem(0, 1000_00, 0)).toEqual({ code: 'REFUND_AMOUNT_INVALID' });
    expect(refundProblem(-5_00, 1000_00, 0)).toEqual({ code: 'REFUND_AMOUNT_INVALID' });
    expect(refundProblem(10_00, 0, 0)).toEqual({ code: 'REFUND_NOTHING_PAID' });
    const over = refundProblem(700_01, 1000_00, 300_00);
    expect(over?.code).toBe('REFUND_EXCEEDS_REFUNDABLE');
    expect(errorMessage(over!.code, over!.params)).toBe(
      'Refund amount can be at most ₹700 (the amount paid less earlier refunds)',
    );
  });

  it('mark the payment partly, then wholly, refunded', () => {
    expect(paymentStatusAfterRefunds(1000_00, 0)).toBeNull();
    expect(paymentStatusAfterRefunds(1000_00, 400_00)).toBe('partially_refunded');
    expect(paymentStatusAfterRefunds(1000_00, 1000_00)).toBe('refunded');
  });

  it('close a cancelled, returned or delivered order as refunded, and leave one on its way alone', () => {
    expect(statusAfterFullRefund('cancelled')).toBe('refunded');
    expect(statusAfterFullRefund('returned')).toBe('refunded');
    expect(statusAfterFullRefund('delivered')).toBe('refunded');
    expect(statusAfterFullRefund('processing')).toBe('processing');
    expect(statusAfterFullRefund('shipped')).toBe('shipped');
  });
});

describe('invoices', () => {
  it('exist for paid orders that were not cancelled', () => {
    expect(invoiceAvailable({ paymentStatus: 'paid', cancelledAt: null })).toBe(true);
    expect(invoiceAvailable({ paymentStatus: 'refunded', cancelledAt: null })).toBe(true);
    expect(invoiceAvailable({ paymentStatus: 'pending', cancelledAt: null })).toBe(false);
    expect(invoiceAvailable({ paymentStatus: 'refunded', cancelledAt: new Date() })).toBe(false);
  });
});

describe('order references', () => {
  it('show the first eight characters of the id in capitals', () => {
    expect(orderNumber('3f2a9c1e-1234-4abc-8def-0123456789ab')).toBe('3F2A9C1E');
  });

  it('accept only well-formed ids', () => {
    expect(isOrderId('3f2a9c1e-1234-4abc-8def-0123456789ab')).toBe(true);
    expect(isOrderId('3f2a9c1e')).toBe(false);
    expect(isOrderId("' or 1=1 --")).toBe(false);
  });
});

describe('tracking confirmation', () => {
  const order = { contactEmail: 'Radha@Example.in', phone: '9876543210' };

  it("accepts the order's email in any case and its phone with or without +91", () => {
    expect(trackingConfirmMatches(order, ' radha@example.IN ')).toBe(true);
    expect(trackingConfirmMatches(order, '9876543210')).toBe(true);
    expect(trackingConfirmMatches(order, '+91 98765 43210')).toBe(true);
    expect(trackingConfirmMatches(order, '098765-43210')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(trackingConfirmMatches(order, 'krishna@example.in')).toBe(false);
    expect(trackingConfirmMatches(order, '9876543211')).toBe(false);
    expect(trackingConfirmMatches(order, '43210')).toBe(false);
    expect(trackingConfirmMatches(order, '')).toBe(false);
    expect(trackingConfirmMatches({ ...order, phone: '' }, '')).toBe(false);
  });
});

describe('isReadyToShip', () => {
  const paid = { status: 'processing', paymentMethod: 'online', paymentStatus: 'paid', codConfirmation: null } as const;
  it('takes a paid order, or cash on delivery the shopper confirmed or never had to', () => {
    expect(isReadyToShip(paid)).toBe(true);
    for (const codConfirmation of ['confirmed', null]) {
      expect(isReadyToShip({ ...paid, paymentMethod: 'cod', paymentStatus: 'pending', codConfirmation })).toBe(true);
    }
  });
  it('leaves out unpaid, unconfirmed and already shipped orders', () => {
    expect(isReadyToShip({ ...paid, paymentStatus: 'pending' })).toBe(false);
    for (const codConfirmation of ['awaiting', 'unconfirmed']) {
      expect(isReadyToShip({ ...paid, paymentMethod: 'cod', paymentStatus: 'pending', codConfirmation })).toBe(false);
    }
    expect(isReadyToShip({ ...paid, status: 'shipped' })).toBe(false);
  });
});
