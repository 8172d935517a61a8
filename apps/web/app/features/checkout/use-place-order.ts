import { SHOP_NAME } from '@shop/shared/constants';
import type { CheckoutResponse, PaymentVerificationRequest } from '@shop/shared/contracts/checkout';
import { formatRupees } from '@shop/shared/money';
import { useQueryClient } from '../../lib/query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { celebrate } from '../../lib/celebrate';
import { useLocalePath, useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { ADDRESSES_QUERY_KEY } from '../account/api/get-addresses';
import { SUMMARY_QUERY_KEY } from '../auth/api/get-session';
import { CART_QUERY_KEY } from '../cart/api/get-cart';
import { startCheckout, verifyPayment } from './api/start-checkout';
import type { CheckoutForm, CheckoutStep } from './checkout-form-schema';
import { firstStepOf, refusedFields, unpaidMessage } from './checkout-steps';
import { payWithRazorpay, type PaymentOutcome } from './razorpay';
import type { useCheckoutOrder } from './use-checkout-order';

type StartedOrder = CheckoutResponse['data'];

const CELEBRATION_MS = 3000;
const REDIRECT_DELAY_MS = 1000;

/**
 * Placing the order: the server prices and reserves it; cash on delivery is then done, the sandbox
 * waits for its sheet and Razorpay for its window, and a payment is verified before the shopper is
 * sent to the confirmation. A refused field is marked on the form and `showStep` opens its step.
 */
export function usePlaceOrder(
  form: CheckoutForm,
  order: ReturnType<typeof useCheckoutOrder>,
  showStep: (step: CheckoutStep) => void,
) {
  const t = useT();
  const inLocale = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sandboxOrder, setSandboxOrder] = useState<StartedOrder | null>(null);
  // Set once the order is placed, so the emptied cart does not flash 'Your cart is empty' before the redirect.
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null);

  function showServerProblem(error: unknown) {
    const message = error instanceof ApiError ? error.message : t('checkout.failed');
    setProblem(message);
    toast.error(message);
    if (!(error instanceof ApiError)) return;
    const { marks, step } = refusedFields(error.code, error.fields, error.message);
    for (const mark of marks) form.setError(mark.name, { message: mark.message });
    if (step) showStep(step);
  }

  async function finish(orderId: string, clearUserCart: boolean) {
    setPlacedOrderId(orderId);
    if (clearUserCart) {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SUMMARY_QUERY_KEY }),
      ]);
    }
    void celebrate(CELEBRATION_MS);
    window.setTimeout(() => {
      void navigate(inLocale(`/order-confirmation?orderId=${encodeURIComponent(orderId)}`), { replace: true });
    }, REDIRECT_DELAY_MS);
  }

  async function settlePayment(data: StartedOrder, outcome: PaymentOutcome) {
    if (outcome.status !== 'paid') {
      setProblem(unpaidMessage(outcome, t));
      setBusy(false);
      return;
    }
    await verify(data, outcome.response);
  }

  async function verify(data: StartedOrder, response: PaymentVerificationRequest) {
    try {
      const verified = await verifyPayment(response);
      toast.success(t('checkout.paid'));
      await finish(verified.orderId, verified.clearUserCart);
    } catch {
      setProblem(t('checkout.verifyFailed'));
      toast.error(t('checkout.verifyFailed'));
      setBusy(false);
    }
  }

  const submit = form.handleSubmit(
    async (values) => {
      setBusy(true);
      setProblem(null);
      const { paymentMethod: method, addressChoice, saveAddress, phoneCode, ...shippingAddress } = values;
      try {
        const answer = await startCheckout({
          paymentMethod: method,
          shippingAddress,
          // Only an address typed here is new to the address book; the server keeps it once the order is placed.
          saveAddress: addressChoice === 'new' && saveAddress,
          totalAmount: order.amounts.total,
          // Proves the delivery phone of an account that has none proven (decision 0127).
          ...(method === 'COD' && phoneCode ? { phoneCode } : {}),
          couponCode: order.amounts.couponCode,
          buyNow: order.buyNow
            ? { productId: order.buyNow.id, variantId: order.buyNow.variantId, quantity: order.buyNow.quantity }
            : null,
        });
        const data = answer.data;
        if (addressChoice === 'new' && saveAddress) {
          // Kept now: a retry after a failed payment must not keep it twice.
          form.setValue('saveAddress', false);
          void queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY });
        }
        if (data.totalChanged) toast.info(t('checkout.totalChanged', { amount: formatRupees(data.totalAmount) }));
        if (data.provider === 'cod') {
          toast.success(
            data.confirmByEmail
              ? t('checkout.confirmByEmail', { email: data.confirmByEmail.email })
              : t('checkout.placedToast'),
          );
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
      const step = firstStepOf(Object.keys(errors));
      if (step) showStep(step);
    },
  );

  function settleSandboxPayment(outcome: PaymentOutcome) {
    const data = sandboxOrder;
    setSandboxOrder(null);
    if (data) void settlePayment(data, outcome);
  }

  return { busy, problem, placedOrderId, sandboxOrder, submit, settleSandboxPayment };
}
