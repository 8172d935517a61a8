import { SHIPPING_METHOD_DETAILS, type ShippingMethod } from '@shop/shared/constants';
import type { PincodeDetails } from '@shop/shared/contracts/pincode';
import { deliveryZone, shippingMethodEta } from '@shop/shared/delivery-estimate';
import { formatINR, formatRupees, rupeesToPaise } from '@shop/shared/money';
import { Controller, useWatch } from 'react-hook-form';
import type { CheckoutForm } from '../checkout-form-schema';
import type { CheckoutLine } from '../use-checkout-order';
import { checkoutButtonClass } from './checkout-button-class';

type ReviewStepProps = {
  form: CheckoutForm;
  lines: readonly CheckoutLine[];
  shippingMethod: ShippingMethod;
  /** The PIN code's details once looked up: cash on delivery is offered where they allow it. */
  pin: PincodeDetails | null;
  total: number;
  problem: string | null;
  busy: boolean;
};

/** Step 3: what is bought and how it comes, how it is paid, and the button that places the order. */
export function ReviewStep({ form, lines, shippingMethod, pin, total, problem, busy }: ReviewStepProps) {
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  const codAllowed = pin === null || pin.codAvailable;
  const [state, city] = useWatch({ control: form.control, name: ['state', 'city'] });
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Items in this order" className="flex flex-col gap-2">
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-2 text-sm">
            <span>
              {line.name} · Size {line.size} × {line.quantity}
            </span>
            <span className="font-semibold">{formatINR(rupeesToPaise(line.price) * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-700">
        Delivery: {SHIPPING_METHOD_DETAILS[shippingMethod].label} (
        {shippingMethodEta(shippingMethod, deliveryZone({ state, city }))})
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
            {fieldState.error ? <p className="text-sm font-semibold text-red-800">{fieldState.error.message}</p> : null}
          </fieldset>
        )}
      />
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={checkoutButtonClass} disabled={busy}>
        {busy ? 'Processing Order...' : paymentMethod === 'COD' ? 'Place Order' : `Pay ${formatRupees(total)}`}
      </button>
    </div>
  );
}
