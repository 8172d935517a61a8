// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '../../../test/queries';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserData } from '@shop/shared/contracts/auth';
import type { Order } from '@shop/shared/contracts/orders';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InLanguage } from '../../../test/language';
import { SESSION_QUERY_KEY } from '../../auth/api/get-session';
import { OrderDetailPage } from './order-detail-page';
import { TrackOrderPage } from './track-order-page';

const SLOW = { timeout: 5000 };
const ORDER_ID = '3f1c2b9a-8d7e-4c6b-9a5f-1e2d3c4b5a69';

const user: UserData = {
  id: 'u1',
  name: 'Meera',
  email: 'meera@example.in',
  avatar: null,
  isAdmin: false,
  emailVerified: true,
  notifications: true,
  orderCount: 1,
  wishlistCount: 0,
};

function deliveredOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: ORDER_ID,
    orderNumber: '3F1C2B9A',
    createdAt: '2026-11-10T05:00:00.000Z',
    orderStatus: 'delivered',
    products: [
      {
        _id: 'line-1',
        productId: 'p1',
        variantId: 'v1',
        name: 'Peacock Poshak',
        slug: 'peacock-poshak',
        size: '3',
        image: null,
        quantity: 2,
        price: 549,
        originalPrice: 699,
      },
    ],
    subtotal: 1098,
    totalAmount: 988.2,
    shipping: 0,
    discount: 109.8,
    prepaidDiscount: 0,
    codFee: 0,
    couponCode: 'WELCOME10',
    shippingAddress: {
      fullName: 'Radha Sharma',
      phone: '9876543210',
      contact: 'meera@example.in',
      address: '12 Temple Road',
      apartment: '',
      landmark: '',
      city: 'Central Delhi',
      state: 'Delhi',
      postalCode: '110001',
      shippingMethod: 'online',
    },
    contactEmail: 'meera@example.in',
    payment: { method: 'cod', status: 'paid' },
    awaitingConfirmationUntil: null,
    confirmByMessage: null,
    statusHistory: [
      { status: 'processing', note: '', at: '2026-11-10T05:00:00.000Z' },
      { status: 'shipped', note: 'Handed to Delhivery', at: '2026-11-11T05:00:00.000Z' },
      { status: 'delivered', note: '', at: '2026-11-13T05:00:00.000Z' },
    ],
    courier: 'Delhivery',
    trackingNumber: 'DLV123',
    parcel: null,
    placedAt: '2026-11-10T05:00:00.000Z',
    shippedAt: '2026-11-11T05:00:00.000Z',
    deliveredAt: '2026-11-13T05:00:00.000Z',
    cancelledAt: null,
    expectedDelivery: null,
    canCancel: false,
    canReturn: true,
    invoiceAvailable: true,
    invoiceNumber: null,
    refunds: [],
    returnRequest: null,
    ...overrides,
  };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

function renderAt(path: string, element: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
    { wrapper: InLanguage },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('The order detail page', () => {
  it('shows a delivered order with its courier, a placeholder for a missing picture and only the actions it allows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: true, order: deliveredOrder() })),
    );
    renderAt(`/dashboard/orders/${ORDER_ID}`, <OrderDetailPage orderId={ORDER_ID} />);

    expect(await screen.findByRole('heading', { name: 'Order #3F1C2B9A' }, SLOW)).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toContain('Delivered');
    const timeline = screen.getByRole('list', { name: 'Order timeline' });
    expect(within(timeline).getByText('Handed to Delhivery')).toBeTruthy();
    expect(screen.getByTestId('tracking-number').textContent).toBe('DLV123');
    expect(screen.getByRole('img', { name: 'Image not available' })).toBeTruthy();
    expect(screen.getByText('Discount (WELCOME10)')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('₹988.20');
    expect(screen.getByRole('link', { name: 'Track Order' }).getAttribute('href')).toBe(`/track-order/${ORDER_ID}`);
    const chat = screen.getByRole('link', { name: /^Contact Support/ }).getAttribute('href');
    expect(chat).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(chat!)).toContain('order #3F1C2B9A');
    expect(screen.getByRole('link', { name: 'Email us' }).getAttribute('href')).toContain('order%20%233F1C2B9A');
    expect(screen.getByRole('link', { name: 'Download Invoice' }).getAttribute('href')).toBe(
      `/api/v1/user/orders/${ORDER_ID}/invoice.pdf`,
    );
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('shows a cancelled cash-on-delivery order with nothing to pay and nothing to track', async () => {
    const cancelled = deliveredOrder({
      orderStatus: 'cancelled',
      payment: { method: 'cod', status: 'pending' },
      statusHistory: [
        { status: 'processing', note: '', at: '2026-11-10T05:00:00.000Z' },
        { status: 'cancelled', note: '', at: '2026-11-11T05:00:00.000Z' },
      ],
      courier: null,
      trackingNumber: null,
      shippedAt: null,
      deliveredAt: null,
      cancelledAt: '2026-11-11T05:00:00.000Z',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: true, order: cancelled })),
    );
    renderAt(`/dashboard/orders/${ORDER_ID}`, <OrderDetailPage orderId={ORDER_ID} />);

    expect(await screen.findByRole('heading', { name: 'Order #3F1C2B9A' }, SLOW)).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toContain('Cancelled');
    expect(screen.getByTestId('payment-state').textContent).toBe('Nothing to pay (cancelled)');
    expect(screen.queryByText(/Pay on delivery/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Track Order' })).toBeNull();
  });

  it('asks for a reason before a return, counts its characters and sends it', async () => {
    const returned = deliveredOrder({
      canReturn: false,
      returnRequest: {
        id: 'r1',
        reason: 'Too small',
        status: 'requested',
        resolutionNote: null,
        createdAt: '2026-11-14T05:00:00.000Z',
        resolvedAt: null,
      },
    });
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? json({ success: true, message: 'Return request submitted successfully', order: returned })
        : json({ success: true, order: deliveredOrder() }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt(`/dashboard/orders/${ORDER_ID}`, <OrderDetailPage orderId={ORDER_ID} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Return Order' }, SLOW));
    const dialog = screen.getByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Submit Return Request' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Reason for return'), '   ');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(within(dialog).getByLabelText('Reason for return'));
    await userEvent.type(within(dialog).getByLabelText('Reason for return'), 'Too small');
    expect(within(dialog).getByText('9/500')).toBeTruthy();
    await userEvent.click(submit);

    expect(await screen.findByText('Return request submitted successfully', {}, SLOW)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v1/user/orders/${ORDER_ID}/return`,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ reason: 'Too small' }) }),
    );
    expect((await screen.findByTestId('return-request')).textContent).toContain('Return requested');
    expect(screen.queryByRole('button', { name: 'Return Order' })).toBeNull();
  });

  it("says 'Order not found' for someone else's order, with the way back and a retry", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, code: 'ORDER_NOT_FOUND', message: 'Order not found' }, 404)),
    );
    renderAt(`/dashboard/orders/${ORDER_ID}`, <OrderDetailPage orderId={ORDER_ID} />);
    expect(await screen.findByRole('heading', { name: 'Order not found' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/dashboard/orders');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  // The query retries once on its own (a second after the first failure) before it gives up.
  it(
    "says 'Failed to fetch order details' when the server fails, and tries again on request",
    { timeout: 10_000 },
    async () => {
      const failure = () => json({ success: false, code: 'INTERNAL', message: 'Something went wrong' }, 500);
      const fetchMock = vi
        .fn()
        .mockResolvedValueOnce(failure())
        .mockResolvedValueOnce(failure())
        .mockResolvedValueOnce(json({ success: true, order: deliveredOrder() }));
      vi.stubGlobal('fetch', fetchMock);
      renderAt(`/dashboard/orders/${ORDER_ID}`, <OrderDetailPage orderId={ORDER_ID} />);
      expect(await screen.findByRole('heading', { name: 'Failed to fetch order details' }, SLOW)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByRole('heading', { name: 'Order #3F1C2B9A' }, SLOW)).toBeTruthy();
    },
  );
});

describe('The tracking page for someone who is not the owner', () => {
  it('shows nothing about the order after a wrong answer', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? json(
            {
              success: false,
              code: 'ORDER_NOT_FOUND',
              message: 'Order not found',
            },
            404,
          )
        : json({ success: false, code: 'ORDER_NOT_FOUND', message: 'Order not found' }, 404),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt(`/track-order/${ORDER_ID}`, <TrackOrderPage orderId={ORDER_ID} />);

    const field = await screen.findByLabelText('Email address or phone number', {}, SLOW);
    await userEvent.type(field, 'stranger@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      'That email or phone number does not match this order',
    );
    expect(screen.queryByRole('list', { name: 'Order timeline' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v1/orders/${ORDER_ID}/track`,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ confirm: 'stranger@example.in' }) }),
    );
  });
});
