// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '../../../../test/queries';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderRow } from '@shop/shared/contracts/admin-orders';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkBooking } from './bulk-booking';

const SLOW = { timeout: 5000 };

function row(id: string, orderNumber: string): AdminOrderRow {
  return {
    _id: id,
    orderNumber,
    createdAt: '2026-11-28T05:00:00.000Z',
    customer: { id: 'u1', name: 'Radha', email: 'radha@example.in', phone: '9876543210' },
    orderStatus: 'processing',
    payment: { method: 'online', status: 'paid' },
    paymentProvider: 'razorpay',
    testOrder: false,
    totalAmount: 470,
    itemCount: 1,
    codConfirmation: null,
  };
}
const orders = [row('order-a', 'AAAA1111'), row('order-b', 'BBBB2222')];

const json = (body: unknown, status = 200) => Response.json(body, { status });

function Booking() {
  const [selected, setSelected] = useState<string[]>([]);
  return <BulkBooking orders={orders} selected={selected} onSelectedChange={setSelected} />;
}

function renderWith(fetchMock: typeof fetch) {
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Booking />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Booking the ready-to-ship orders at once', () => {
  it("books the ticked orders by the owner's rule and shows each outcome, then the booked ones' labels", async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/admin/shipping/settings')) return json({ courierRule: 'fastest', provider: 'shiprocket' });
      expect(JSON.parse(String(init?.body))).toEqual({ orderIds: ['order-a', 'order-b'] });
      return json({
        success: true,
        message: 'Booked 1 of 2 parcels; each other order says why',
        results: [
          {
            orderId: 'order-a',
            ok: true,
            shipment: {
              orderId: 'order-a',
              provider: 'shiprocket',
              courier: 'Xpressbees Air',
              awb: 'SR1001',
              labelUrl: 'https://files.example/label.pdf',
              trackingUrl: null,
              pickupScheduledFor: '2026-11-30 12:00:00',
              expectedBy: null,
            },
          },
          {
            orderId: 'order-b',
            ok: false,
            code: 'SHIPMENT_WEIGHT_MISSING',
            message: 'Add the weight of Peacock Poshak',
          },
        ],
      });
    });
    renderWith(fetchMock as unknown as typeof fetch);

    const book = await screen.findByRole('button', { name: 'Book 0 selected (fastest courier)' }, SLOW);
    expect(book).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByLabelText('Select all on this page'));
    await userEvent.click(screen.getByRole('button', { name: 'Book 2 selected (fastest courier)' }));

    const outcomes = await screen.findByRole('list', { name: 'Booking outcomes' }, SLOW);
    const [booked, refused] = within(outcomes).getAllByRole('listitem');
    expect(booked!.textContent).toBe('#AAAA1111 booked with Xpressbees Air, AWB SR1001, pickup 2026-11-30 12:00:00');
    expect(refused!.textContent).toBe('#BBBB2222 not booked: Add the weight of Peacock Poshak');
    expect(screen.getByRole('link', { name: 'Download labels and manifest (PDF)' }).getAttribute('href')).toBe(
      '/api/v1/admin/shipments/labels.pdf?orderIds=order-a',
    );
  });

  it('offers no bulk booking with the manual carrier, whose AWBs are typed per order', async () => {
    renderWith(vi.fn(async () => json({ courierRule: 'cheapest', provider: 'manual' })) as unknown as typeof fetch);
    expect(await screen.findByText(/open each order and type its courier and AWB/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Book/ })).toBeNull();
  });
});
