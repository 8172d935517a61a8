import { describe, expect, it } from 'vitest';
import { timelineSteps, type TimelineInput } from './order-timeline';

const placed = '2026-11-01T10:00:00.000Z';
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

function order(overrides: Partial<TimelineInput>): TimelineInput {
  return {
    orderStatus: 'processing',
    statusHistory: [{ status: 'processing', note: 'Payment received', at: placed }],
    createdAt: placed,
    expectedDelivery: at(8),
    ...overrides,
  };
}

const keys = (input: TimelineInput) => timelineSteps(input).map((step) => step.key);

describe('The order timeline', () => {
  it("shows a new order as processing with the server's expected delivery date", () => {
    const steps = timelineSteps(order({}));
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['processing', 'current'],
      ['expected', 'upcoming'],
    ]);
    expect(steps[0]).toMatchObject({ at: placed, note: 'Payment received', label: 'Processing' });
    expect(steps[1]?.at).toBe('2026-11-08T10:00:00.000Z');
  });

  it('shows no expected delivery when the server gives none (a store pickup)', () => {
    expect(keys(order({ expectedDelivery: null }))).toEqual(['processing']);
  });

  it('adds shipped once the order is shipped, with the courier note, and still expects delivery', () => {
    const input = order({
      orderStatus: 'shipped',
      statusHistory: [
        { status: 'processing', note: '', at: placed },
        { status: 'shipped', note: 'Delhivery 123', at: at(3) },
      ],
    });
    expect(timelineSteps(input).map((s) => [s.key, s.state])).toEqual([
      ['processing', 'done'],
      ['shipped', 'current'],
      ['expected', 'upcoming'],
    ]);
    expect(timelineSteps(input)[1]).toMatchObject({ at: at(3), note: 'Delhivery 123' });
  });

  it('adds "Out for delivery" after shipped, still expecting delivery, and keeps it once delivered', () => {
    const history = [
      { status: 'processing' as const, note: '', at: placed },
      { status: 'shipped' as const, note: 'Delhivery 123', at: at(3) },
      { status: 'out_for_delivery' as const, note: 'Out for delivery', at: at(5) },
    ];
    const out = timelineSteps(order({ orderStatus: 'out_for_delivery', statusHistory: history }));
    expect(out.map((s) => [s.key, s.state])).toEqual([
      ['processing', 'done'],
      ['shipped', 'done'],
      ['out_for_delivery', 'current'],
      ['expected', 'upcoming'],
    ]);
    expect(out[2]).toMatchObject({ label: 'Out for delivery', at: at(5) });
    const delivered = order({
      orderStatus: 'delivered',
      statusHistory: [...history, { status: 'delivered', note: '', at: at(5) }],
    });
    expect(keys(delivered)).toEqual(['processing', 'shipped', 'out_for_delivery', 'delivered']);
  });

  it('shows shipped for a delivered order even when the history skipped it, and drops the expected date', () => {
    const input = order({
      orderStatus: 'delivered',
      statusHistory: [
        { status: 'processing', note: '', at: placed },
        { status: 'delivered', note: '', at: at(5) },
      ],
    });
    const steps = timelineSteps(input);
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['processing', 'done'],
      ['shipped', 'done'],
      ['delivered', 'current'],
    ]);
    expect(steps[1]?.at).toBeNull();
  });

  it('never shows shipped or an expected date for a cancelled order', () => {
    const input = order({
      orderStatus: 'cancelled',
      statusHistory: [
        { status: 'processing', note: '', at: placed },
        { status: 'cancelled', note: 'Cancelled by the customer', at: at(2) },
      ],
    });
    expect(keys(input)).toEqual(['processing', 'cancelled']);
  });

  it('keeps the cancellation on the timeline once the refund completes', () => {
    const input = order({
      orderStatus: 'refunded',
      statusHistory: [
        { status: 'processing', note: '', at: placed },
        { status: 'cancelled', note: '', at: at(2) },
        { status: 'refunded', note: 'Refund of ₹1,049 processed', at: at(2) },
      ],
    });
    expect(timelineSteps(input).map((s) => [s.key, s.state])).toEqual([
      ['processing', 'done'],
      ['cancelled', 'done'],
      ['refunded', 'current'],
    ]);
  });

  it('walks a returned order through shipped and delivered to returned', () => {
    const input = order({
      orderStatus: 'returned',
      statusHistory: [
        { status: 'returned', note: 'Return approved', at: at(9) },
        { status: 'processing', note: '', at: placed },
      ],
    });
    expect(keys(input)).toEqual(['processing', 'shipped', 'delivered', 'returned']);
  });

  it('uses the latest entry when a status was recorded twice', () => {
    const input = order({
      orderStatus: 'shipped',
      statusHistory: [
        { status: 'shipped', note: 'second courier', at: at(4) },
        { status: 'shipped', note: 'first courier', at: at(3) },
      ],
    });
    expect(timelineSteps(input).find((s) => s.key === 'shipped')?.note).toBe('second courier');
  });

  it("takes a step's time and words from its status change, not from the courier's scans after it", () => {
    const input = order({
      orderStatus: 'shipped',
      statusHistory: [
        { status: 'shipped', note: 'Shipped with Delhivery', at: at(3) },
        { status: 'shipped', note: 'Courier: IN TRANSIT · Jaipur Hub', at: at(4), remark: true },
      ],
    });
    expect(timelineSteps(input).find((s) => s.key === 'shipped')).toMatchObject({
      note: 'Shipped with Delhivery',
      at: at(3),
    });
  });

  it('shows an unpaid order as awaiting payment with processing still to come', () => {
    const input = order({ orderStatus: 'pending', statusHistory: [] });
    expect(timelineSteps(input).map((s) => [s.key, s.state])).toEqual([
      ['pending', 'current'],
      ['processing', 'upcoming'],
      ['expected', 'upcoming'],
    ]);
  });

  it('marks as current exactly the step the status badge names', () => {
    for (const status of ['processing', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded'] as const) {
      const current = timelineSteps(order({ orderStatus: status })).filter((s) => s.state === 'current');
      expect(current.map((s) => s.key)).toEqual([status]);
    }
  });
});
