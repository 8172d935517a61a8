import { zodResolver } from '@hookform/resolvers/zod';
import { SHOP_NAME, SHIPPING_METHOD_DETAILS } from '@shop/shared/constants';
import type { CheckoutResponse, PaymentVerificationRequest } from '@shop/shared/contracts/checkout';
import type { PincodeDetails } from '@shop/shared/contracts/pincode';
import { formatINR, formatRupees, rupeesToPaise } from '@shop/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { FormField } from '../../account/components/form-field';
import { useSignedInUser } from '../../auth/api/get-session';
import { CART_QUERY_KEY } from '../../cart/api/get-cart';
import { AmountRows } from '../../cart/components/amount-rows';
import { CartCouponBox } from '../../cart/components/cart-coupon-box';
import { celebrate } from '../../../lib/celebrate';
import { CouponBox } from '../../coupons/components/coupon-box';
import { startCheckout, verifyPayment } from '../api/start-checkout';
import {
  checkoutFormSchema,
  EMAIL_MESSAGES,
  isEmailShaped,
  STEP_FIELDS,
  stepOfField,
  type CheckoutFormInput,
  type CheckoutFormValues,
  type CheckoutStep,
} from '../checkout-form-schema';
import { payWithRazorpay, type PaymentOutcome } from '../razorpay';
import { useCheckoutOrder } from '../use-checkout-order';
import { SandboxPaymentSheet } from './sandbox-payment-sheet';
import { ShippingFields } from './shipping-fields';
import { StepSection } from './step-section';

const primaryClass =
  'rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800 disabled:cursor-not-allowed disabled:opacity-60';
const CELEBRATION_MS = 3000;
const REDIRECT_DELAY_MS = 1000;

/** The three-step checkout (spec section 5). The server prices, reserves and charges; this page asks. */
export function CheckoutPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<CheckoutStep>(1);
  const [reached, setReached] = useState<CheckoutStep>(1);
  const [pin, setPin] = useState<PincodeDetails | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sandboxOrder, setSandboxOrder] = useState<CheckoutResponse['data'] | null>(null);
  // Set once the order is placed, so the emptied cart does not flash 'Your cart is empty' before the redirect.
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null);

  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      contact: user.email,
      emailOffers: false,
      fullName: user.name ?? '',
      address: '',
      apartment: '',
      city: '',
      state: '',
      postalCode: '',
      phone: '',
      shippingMethod: 'online',
      paymentMethod: 'Online',
    },
  });
  const shippingMethod = useWatch({ control: form.control, name: 'shippingMethod' });
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  const order = useCheckoutOrder(shippingMethod);

  if (placedOrderId) {
    return (
      <p role="status" className="rounded-2xl bg-green-50 px-4 py-16 text-center text-xl font-semibold text-green-800">
        Order {placedOrderId} placed. Taking you to your confirmation...
      </p>
    );
  }
  if (order.isPending) return <Spinner label="Loading your order" />;
  if (order.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-16 text-center">
        <p className="text-xl font-semibold">
          {order.mode === 'cart' ? 'Failed to fetch cart' : 'This item is no longer available'}
        </p>
        <button type="button" className={primaryClass} onClick={order.refetch}>
          Try Again
        </button>
      </div>
    );
  }
  if (order.lines.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-16 text-center">
        <p className="text-xl font-semibold">Your cart is empty</p>
        <Link to="/collections" className={primaryClass}>
          Continue Shopping
        </Link>
      </div>
    );
  }

  async function goTo(next: CheckoutStep) {
    if (next <= step) {
      setStep(next);
      return;
    }
    for (let current = step; current < next; current = (current + 1) as CheckoutStep) {
      const valid = await form.trigger([...STEP_FIELDS[current]]);
      if (!valid) {
        setStep(current);
        return;
      }
    }
    setStep(next);
    setReached((previous) => (next > previous ? next : previous));
  }

  function showServerProblem(error: unknown) {
    const message = error instanceof ApiError ? error.message : 'Failed to process order';
    setProblem(message);
    toast.error(message);
    if (!(error instanceof ApiError)) return;
    const fields = Object.entries(error.fields ?? {});
    let failingStep: CheckoutStep | undefined;
    for (const [field, fieldMessage] of fields) {
      const name = field.replace(/^shippingAddress\./, '');
      const fieldStep = stepOfField(name === 'contact' ? 'contact' : name);
      if (!fieldStep) continue;
      form.setError(name as keyof CheckoutFormInput, { message: fieldMessage });
      failingStep = failingStep === undefined ? fieldStep : (Math.min(failingStep, fieldStep) as CheckoutStep);
    }
    if (!failingStep && (error.code === 'COD_NOT_AVAILABLE_PIN' || error.code === 'PIN_NOT_FOUND')) failingStep = 2;
    if (failingStep) setStep(failingStep);
  }

  async function finish(orderId: string, clearUserCart: boolean) {
    setPlacedOrderId(orderId);
    if (clearUserCart) await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    void celebrate(CELEBRATION_MS);
    window.setTimeout(() => {
      void navigate(`/order-confirmation?orderId=${encodeURIComponent(orderId)}`, { replace: true });
    }, REDIRECT_DELAY_MS);
  }

  async function settlePayment(data: CheckoutResponse['data'], outcome: PaymentOutcome) {
    if (outcome.status === 'cancelled') {
      setProblem('Payment cancelled. Your order has not been paid and your cart is unchanged.');
      setBusy(false);
      return;
    }
    if (outcome.status === 'failed') {
      setProblem(`Payment failed: ${outcome.message}. Your cart is unchanged; you can try again.`);
      setBusy(false);
      return;
    }
    await verify(data, outcome.response);
  }

  async function verify(data: CheckoutResponse['data'], response: PaymentVerificationRequest) {
    try {
      const verified = await verifyPayment(response);
      toast.success('Payment successful! Your order has been placed.');
      await finish(verified.orderId, verified.clearUserCart);
    } catch {
      setProblem('Payment verification failed');
      toast.error('Payment verification failed');
      setBusy(false);
    }
  }

  const submit = form.handleSubmit(
    async (values) => {
      setBusy(true);
      setProblem(null);
      const { paymentMethod: method, ...shippingAddress } = values;
      try {
        const answer = await startCheckout({
          paymentMethod: method,
          shippingAddress,
          totalAmount: order.amounts.total,
          couponCode: order.amounts.couponCode,
          buyNow: order.buyNow
            ? { productId: order.buyNow.id, variantId: order.buyNow.variantId, quantity: order.buyNow.quantity }
            : null,
        });
        const data = answer.data;
        if (data.totalChanged) toast.info(`The total was updated to ${formatRupees(data.totalAmount)}`);
        if (data.provider === 'cod') {
          toast.success('Order placed successfully');
          await finish(data.orderId, data.clearUserCart);
        } else if (data.provider === 'sandbox') {
          setSandboxOrder(data);
        } else {
          await settlePayment(data, await payWithRazorpay(data, SHOP_NAME));
        }
      } catch (error) {
        showServerProblem(error);
        setBusy(false);
      }
    },
    (errors) => {
      const failing = Object.keys(errors)
        .map(stepOfField)
        .filter((s): s is CheckoutStep => s !== undefined);
      if (failing.length > 0) setStep(Math.min(...failing) as CheckoutStep);
    },
  );

  const codAllowed = pin === null || pin.codAvailable;
  const progress = (reached / 3) * 100;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <div
          role="progressbar"
          aria-label="Checkout progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          className="h-2 overflow-hidden rounded-full bg-cream-200"
        >
          <div className="h-full rounded-full bg-maroon-700 transition-all" style={{ width: `${progress}%` }} />
        </div>
        <StepSection
          step={1}
          title="Contact"
          open={step === 1}
          reachable
          done={reached > 1}
          onOpen={() => void goTo(1)}
        >
          <div className="flex flex-col gap-4">
            <Controller
              control={form.control}
              name="contact"
              render={({ field, fieldState }) => (
                <FormField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={() => {
                    field.onBlur();
                    if (field.value.trim() && !isEmailShaped(field.value)) {
                      form.setError('contact', { message: EMAIL_MESSAGES.onBlur });
                    }
                  }}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="emailOffers"
              render={({ field }) => (
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                  Email me with news and offers
                </label>
              )}
            />
            <button type="button" className={`${primaryClass} self-start`} onClick={() => void goTo(2)}>
              Continue to Shipping
            </button>
          </div>
        </StepSection>
        <StepSection
          step={2}
          title="Shipping"
          open={step === 2}
          reachable={reached >= 2}
          done={reached > 2}
          onOpen={() => void goTo(2)}
        >
          <div className="flex flex-col gap-4">
            <ShippingFields form={form} onPinDetails={setPin} />
            <button type="button" className={`${primaryClass} self-start`} onClick={() => void goTo(3)}>
              Continue to Review
            </button>
          </div>
        </StepSection>
        <StepSection
          step={3}
          title="Review and Complete"
          open={step === 3}
          reachable={reached >= 3}
          done={false}
          onOpen={() => void goTo(3)}
        >
          <div className="flex flex-col gap-4">
            <ul aria-label="Items in this order" className="flex flex-col gap-2">
              {order.lines.map((line) => (
                <li key={line.key} className="flex justify-between gap-2 text-sm">
                  <span>
                    {line.name} · Size {line.size} × {line.quantity}
                  </span>
                  <span className="font-semibold">{formatINR(rupeesToPaise(line.price) * line.quantity)}</span>
                </li>
              ))}
            </ul>
            <p className="text-sm text-ink-700">
              Delivery: {SHIPPING_METHOD_DETAILS[shippingMethod].label} ({SHIPPING_METHOD_DETAILS[shippingMethod].eta})
            </p>
            <Controller
              control={form.control}
              name="paymentMethod"
              render={({ field, fieldState }) => (
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 text-sm font-semibold text-ink-900">Payment method</legend>
                  <label className="flex items-center gap-3 rounded-lg border border-cream-200 px-3 py-3">
                    <input
                      type="radio"
                      name={field.name}
                      checked={field.value === 'Online'}
                      onChange={() => field.onChange('Online')}
                    />
                    <span>
                      <span className="block font-semibold">Online (card/UPI)</span>
                      <span className="block text-sm text-ink-700">Pay securely by card, UPI or net banking</span>
                    </span>
                  </label>
                  <label
                    className={`flex items-center gap-3 rounded-lg border border-cream-200 px-3 py-3 ${
                      codAllowed ? '' : 'opacity-60'
                    }`}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      checked={field.value === 'COD'}
                      disabled={!codAllowed}
                      onChange={() => field.onChange('COD')}
                    />
                    <span>
                      <span className="block font-semibold">Cash on Delivery</span>
                      <span className="block text-sm text-ink-700">
                        {codAllowed ? 'Pay when your order arrives' : `Not available for PIN code ${pin?.pincode}`}
                      </span>
                    </span>
                  </label>
                  {fieldState.error ? (
                    <p className="text-sm font-semibold text-red-800">{fieldState.error.message}</p>
                  ) : null}
                </fieldset>
              )}
            />
            {problem ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
                {problem}
              </p>
            ) : null}
            <button type="submit" className={primaryClass} disabled={busy}>
              {busy
                ? 'Processing Order...'
                : paymentMethod === 'COD'
                  ? 'Place Order'
                  : `Pay ${formatRupees(order.amounts.total)}`}
            </button>
          </div>
        </StepSection>
      </form>
      <aside
        aria-labelledby="checkout-summary"
        className="flex h-fit flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm"
      >
        <h2 id="checkout-summary" className="font-display text-xl font-bold text-maroon-800">
          Order Summary
        </h2>
        <ul className="flex flex-col gap-3">
          {order.lines.map((line) => (
            <li key={line.key} className="flex gap-3 text-sm">
              {line.image ? <img src={line.image} alt="" className="h-14 w-14 rounded-lg object-cover" /> : null}
              <span className="flex-1">
                {line.name}
                <span className="block text-ink-700">
                  Size {line.size} × {line.quantity}
                </span>
              </span>
            </li>
          ))}
        </ul>
        {order.mode === 'cart' && order.cart ? (
          <CartCouponBox cart={order.cart} />
        ) : order.coupon ? (
          <CouponBox applied={order.coupon.applied} onApply={order.coupon.apply} onRemove={order.coupon.remove} />
        ) : null}
        <AmountRows
          amounts={order.amounts}
          shippingLabel={`Shipping (${SHIPPING_METHOD_DETAILS[shippingMethod].label})`}
        />
        <p className="text-xs text-ink-700">The amount charged is the one confirmed when you place the order.</p>
      </aside>
      <SandboxPaymentSheet
        order={sandboxOrder}
        onOutcome={(outcome) => {
          const data = sandboxOrder;
          setSandboxOrder(null);
          if (data) void settlePayment(data, outcome);
        }}
      />
    </div>
  );
}
