import type { CheckoutResponse, PaymentVerificationRequest } from '@shop/shared/contracts/checkout';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayFailure = { error: { code: string; description: string; reason: string } };
type RazorpayInstance = {
  open: () => void;
  on: (event: 'payment.failed', handler: (r: RazorpayFailure) => void) => void;
};
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | undefined;

/** Loads Razorpay's widget once, when the first online payment needs it. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load')));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Could not load the payment window. Please check your connection and try again.'));
    };
    document.body.appendChild(script);
  });
  return loading;
}

export type PaymentOutcome =
  | { status: 'paid'; response: PaymentVerificationRequest }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

/** Opens Razorpay's checkout for the server's order and settles when the shopper pays, fails or closes it. */
export async function payWithRazorpay(data: CheckoutResponse['data'], shopName: string): Promise<PaymentOutcome> {
  const Razorpay = await loadRazorpay();
  const order = data.razorpayOrder;
  if (!order || !data.razorpay_key) throw new Error('Failed to process order');
  return new Promise<PaymentOutcome>((resolve) => {
    const widget = new Razorpay({
      key: data.razorpay_key,
      amount: order.amount,
      currency: 'INR',
      order_id: order.id,
      name: shopName,
      description: `Order ${data.orderId}`,
      prefill: data.prefill,
      theme: { color: '#7a1f2b' },
      handler: (response: PaymentVerificationRequest) => resolve({ status: 'paid', response }),
      modal: { ondismiss: () => resolve({ status: 'cancelled' }) },
    });
    widget.on('payment.failed', (failure) => resolve({ status: 'failed', message: failure.error.description }));
    widget.open();
  });
}
