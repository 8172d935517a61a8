// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '../../../test/queries';
import { cleanup, render, screen } from '@testing-library/react';
import type { UserData } from '@shop/shared/contracts/auth';
import type { Locale } from '@shop/shared/locale';
import type { Order } from '@shop/shared/contracts/orders';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InLanguage } from '../../../test/language';
import { SESSION_QUERY_KEY } from '../../auth/api/get-session';
import { formatOrderDateTime } from '../order-display';
import { OrderConfirmationPage } from './order-confirmation-page';

const ORDER_ID = '3f1c2b9a-8d7e-4c6b-9a5f-1e2d3c4b5a69';
const PLACED = '2026-11-10T05:00:00.000Z';
const CONFIRM_BY = new Date(Date.parse(PLACED) + 30 * 60_000).toISOString();

/** Signed in with a phone's code, with no email: updates go to the phone. */
const phoneShopper: UserData = {
  id: 'u1',
  name: 'राधा देवी',
  email: '',
  phone: '+919876543210',
  avatar: null,
  isAdmin: false,
  emailVerified: false,
  notifications: true,
  whatsappUpdates: true,
  orderCount: 1,
  wishlistCount: 0,
};

function codOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: ORDER_ID,
    orderNumber: '3F1C2B9A',
    createdAt: PLACED,
    orderStatus: 'processing',
    products: [
      {
        _id: 'line-1',
        productId: 'p1',
        variantId: 'v1',
        name: 'मोर पोशाक',
        slug: 'peacock-poshak',
        size: '3',
        image: null,
        quantity: 1,
        price: 549,
        originalPrice: null,
      },
    ],
    subtotal: 549,
    totalAmount: 619,
    shipping: 70,
    discount: 0,
    prepaidDiscount: 0,
    codFee: 0,
    couponCode: null,
    shippingAddress: {
      fullName: 'राधा देवी',
      phone: '9876543210',
      contact: '',
      address: '12 सेवा कुंज',
      apartment: '',
      landmark: '',
      city: 'मथुरा',
      state: 'उत्तर प्रदेश',
      postalCode: '281121',
      shippingMethod: 'online',
    },
    contactEmail: '',
    payment: { method: 'cod', status: 'pending' },
    awaitingConfirmationUntil: null,
    confirmByMessage: { phone: '+919876543210', channel: 'whatsapp', until: CONFIRM_BY },
    statusHistory: [{ status: 'processing', note: '', at: PLACED }],
    courier: null,
    trackingNumber: null,
    parcel: null,
    placedAt: PLACED,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    expectedDelivery: '2026-11-17T05:00:00.000Z',
    canCancel: true,
    canReturn: false,
    invoiceAvailable: false,
    invoiceNumber: null,
    refunds: [],
    returnRequest: null,
    ...overrides,
  };
}

function renderConfirmation(order: Order, locale: Locale) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, order })),
  );
  // The session stays as set: the page reads it, it does not ask again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, phoneShopper);
  const path = `${locale === 'hi' ? '/hi' : ''}/order-confirmation?orderId=${ORDER_ID}`;
  const router = createMemoryRouter([{ path: '*', element: <OrderConfirmationPage orderId={ORDER_ID} /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { wrapper: ({ children }) => <InLanguage locale={locale}>{children}</InLanguage> },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('The order confirmation of a cash-on-delivery order from a phone shopper', () => {
  it('says in Hindi which WhatsApp message to answer and by when, with the short order number only', async () => {
    renderConfirmation(codOrder(), 'hi');

    expect(await screen.findByRole('heading', { level: 1, name: 'आपके ऑर्डर के लिए धन्यवाद!' })).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('#3F1C2B9A');
    expect(document.body.textContent).not.toContain(ORDER_ID);
    const ask = screen.getByTestId('confirm-by-message');
    expect(ask.querySelector('h2')?.textContent).toBe('WhatsApp पर कन्फ़र्म करें');
    expect(ask.textContent).toContain(
      `हमने +91 98765 43210 पर WhatsApp मैसेज भेजा है। 30 मिनट के अंदर (${formatOrderDateTime(CONFIRM_BY, 'hi')} तक) उसमें “पुष्टि करें” वाला लिंक खोलें`,
    );
    expect(ask.textContent).toContain('ऑर्डर रद्द हो जाता है और सामान वापस स्टॉक में चला जाता है');
    expect(await screen.findByText('आपके फ़ोन +91 98765 43210 पर')).toBeTruthy();
    expect(document.body.textContent).not.toContain('ईमेल कन्फ़र्म होने पर');
  });

  it('says in English when the message went by SMS', async () => {
    renderConfirmation(
      codOrder({ confirmByMessage: { phone: '+919876543210', channel: 'sms', until: CONFIRM_BY } }),
      'en',
    );

    const ask = await screen.findByTestId('confirm-by-message');
    expect(ask.querySelector('h2')?.textContent).toBe('Confirm it by SMS');
    expect(ask.textContent).toContain(
      `We have sent an SMS to +91 98765 43210. Open the “Confirm” link in it within 30 minutes (by ${formatOrderDateTime(CONFIRM_BY, 'en')})`,
    );
    expect(await screen.findByText('On your phone, +91 98765 43210')).toBeTruthy();
  });

  it('thanks the shopper without asking anything once the order is confirmed', async () => {
    renderConfirmation(codOrder({ confirmByMessage: null }), 'en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeTruthy();
    expect(screen.queryByTestId('confirm-by-message')).toBeNull();
    expect(screen.getByText('Please pay the courier when your order arrives.')).toBeTruthy();
  });
});
