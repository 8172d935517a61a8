import { zodResolver } from '@hookform/resolvers/zod';
import type { PincodeDetails } from '@shop/shared/contracts/pincode';
import { rupeesToPaise } from '@shop/shared/money';
import { orderNumber } from '@shop/shared/order-rules';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { LocaleLink, useT } from '../../../lib/i18n';
import { useSignedInUser } from '../../auth/api/get-session';
import {
  checkoutFormSchema,
  isEmailShaped,
  STEP_FIELDS,
  type CheckoutFormInput,
  type CheckoutFormValues,
  type CheckoutStep,
} from '../checkout-form-schema';
import { usePaymentOptions } from '../api/get-payment-options';
import { useCheckoutOrder } from '../use-checkout-order';
import { usePlaceOrder } from '../use-place-order';
import { checkoutButtonClass } from './checkout-button-class';
import { ContactStep, ContactSummary } from './contact-step';
import { OrderSummary } from './order-summary';
import { ReviewStep } from './review-step';
import { SandboxPaymentSheet } from './sandbox-payment-sheet';
import { ShippingFields } from './shipping-fields';
import { StepSection } from './step-section';

/** The three-step checkout (spec section 5). The server prices, reserves and charges; this page asks. */
export function CheckoutPage() {
  const t = useT();
  const user = useSignedInUser();
  // A shopper signed in with an email has nothing to confirm: checkout opens at shipping.
  const knownEmail = isEmailShaped(user.email);
  const [step, setStep] = useState<CheckoutStep>(knownEmail ? 2 : 1);
  const [reached, setReached] = useState<CheckoutStep>(knownEmail ? 2 : 1);
  const [pin, setPin] = useState<PincodeDetails | null>(null);

  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      contact: user.email,
      emailOffers: false,
      whatsappUpdates: user.whatsappUpdates ?? true,
      fullName: user.name ?? '',
      address: '',
      apartment: '',
      landmark: '',
      city: '',
      state: '',
      postalCode: '',
      // An account made with a phone starts with its proven number (ten digits, as the field takes it).
      phone: user.phone?.slice(-10) ?? '',
      shippingMethod: 'online',
      paymentMethod: 'Online',
      addressChoice: '',
      saveAddress: false,
      phoneCode: '',
    },
  });
  const shippingMethod = useWatch({ control: form.control, name: 'shippingMethod' });
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  const paymentOptions = usePaymentOptions();
  const order = useCheckoutOrder(shippingMethod, {
    method: paymentMethod === 'COD' ? 'cod' : 'online',
    codFeePaise: rupeesToPaise(paymentOptions.codFee),
    prepaidDiscountPaise: rupeesToPaise(paymentOptions.prepaidDiscount),
  });
  const placing = usePlaceOrder(form, order, setStep);

  if (placing.placedOrderId) {
    return (
      <p role="status" className="rounded-2xl bg-green-50 px-4 py-16 text-center text-xl font-semibold text-green-800">
        {t('checkout.placed', { id: `#${orderNumber(placing.placedOrderId)}` })}
      </p>
    );
  }
  if (order.isPending) return <Spinner label={t('checkout.loading')} />;
  if (order.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-16 text-center">
        <p className="text-xl font-semibold">
          {order.mode === 'cart' ? t('checkout.errorCart') : t('checkout.errorItem')}
        </p>
        <button type="button" className={checkoutButtonClass} onClick={order.refetch}>
          {t('checkout.tryAgain')}
        </button>
      </div>
    );
  }
  if (order.lines.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-16 text-center">
        <p className="text-xl font-semibold">{t('checkout.empty')}</p>
        <LocaleLink to="/collections" className={checkoutButtonClass}>
          {t('checkout.continueShopping')}
        </LocaleLink>
      </div>
    );
  }

  /** Going forward checks each step on the way and stops at the first that is not complete. */
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

  const progress = (reached / 3) * 100;

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form method="post" onSubmit={(event) => void placing.submit(event)} noValidate className="flex flex-col gap-4">
        <div
          role="progressbar"
          aria-label={t('checkout.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          className="h-2 overflow-hidden rounded-full bg-cream-200"
        >
          <div className="h-full rounded-full bg-maroon-700 transition-all" style={{ width: `${progress}%` }} />
        </div>
        <StepSection
          step={1}
          title={t('checkout.stepContact')}
          open={step === 1}
          reachable
          done={reached > 1}
          onOpen={() => void goTo(1)}
          summary={<ContactSummary form={form} phone={user.phone ?? null} onChange={() => void goTo(1)} />}
        >
          <ContactStep form={form} phone={user.phone ?? null} onContinue={() => void goTo(2)} />
        </StepSection>
        <StepSection
          step={2}
          title={t('checkout.stepShipping')}
          open={step === 2}
          reachable={reached >= 2}
          done={reached > 2}
          onOpen={() => void goTo(2)}
        >
          <div className="flex flex-col gap-4">
            <ShippingFields form={form} onPinDetails={setPin} />
            <button type="button" className={`${checkoutButtonClass} self-start`} onClick={() => void goTo(3)}>
              {t('checkout.toReview')}
            </button>
          </div>
        </StepSection>
        <StepSection
          step={3}
          title={t('checkout.stepReview')}
          open={step === 3}
          reachable={reached >= 3}
          done={false}
          onOpen={() => void goTo(3)}
        >
          <ReviewStep
            form={form}
            lines={order.lines}
            shippingMethod={shippingMethod}
            pin={pin}
            amounts={order.amounts}
            problem={placing.problem}
            busy={placing.busy}
            needsPhoneCode={!user.phone}
            paymentOptions={paymentOptions}
          />
        </StepSection>
      </form>
      <OrderSummary order={order} shippingMethod={shippingMethod} />
      <SandboxPaymentSheet order={placing.sandboxOrder} onOutcome={placing.settleSandboxPayment} />
    </div>
  );
}
