import type { ShippingMethod } from '@shop/shared/constants';
import type { PaymentOptions } from '@shop/shared/contracts/checkout';
import type { PincodeDetails } from '@shop/shared/contracts/pincode';
import { deliveryZone } from '@shop/shared/delivery-estimate';
import { formatINR, formatRupees, rupeesToPaise } from '@shop/shared/money';
import { useEffect, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useDeliveryWords } from '../../../lib/delivery-words';
import { useFormMessage } from '../../../lib/form-messages';
import { useT } from '../../../lib/i18n';
import { AddressLines } from '../../account/components/address-lines';
import { AmountRows, type DisplayedAmounts } from '../../cart/components/amount-rows';
import type { CheckoutForm } from '../checkout-form-schema';
import type { CheckoutLine } from '../use-checkout-order';
import { checkoutButtonClass } from './checkout-button-class';
import { PhoneCodeBox } from './phone-code-box';
import { PickupPoint } from './pickup-point';

type ReviewStepProps = {
  form: CheckoutForm;
  lines: readonly CheckoutLine[];
  shippingMethod: ShippingMethod;
  /** The PIN code's details once looked up: cash on delivery is offered where they allow it. */
  pin: PincodeDetails | null;
  amounts: DisplayedAmounts;
  problem: string | null;
  busy: boolean;
  /** The account has no proven phone: cash on delivery first proves the delivery phone by a code (decision 0127). */
  needsPhoneCode: boolean;
  /** The prepaid saving, the cash-on-delivery fee, and whether this account may pay on delivery (decision 0140). */
  paymentOptions: PaymentOptions;
};

/**
 * Step 3, everything on one screen: where it goes, what is bought, the fee and the total, how it is
 * paid, and the button that places the order. Reaching it puts focus on the payment choice, the one
 * thing left to decide.
 */
export function ReviewStep({
  form,
  lines,
  shippingMethod,
  pin,
  amounts,
  problem,
  busy,
  needsPhoneCode,
  paymentOptions,
}: ReviewStepProps) {
  const t = useT();
  const say = useFormMessage();
  const delivery = useDeliveryWords();
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  const noCourierCod = pin?.codAvailable === true && pin.courier?.cod === false;
  const codAllowed = (pin === null || pin.codAvailable) && !noCourierCod && !paymentOptions.codRefused;
  const codNote = paymentOptions.codRefused
    ? t('checkout.payCodRefused')
    : noCourierCod
      ? t('checkout.payCodNoCourier', { pin: pin.pincode })
      : !codAllowed
        ? t('checkout.payCodNo', { pin: pin?.pincode })
        : paymentOptions.codFee > 0
          ? `${t('checkout.payCodNote')}. ${t('checkout.payCodFee', { amount: formatRupees(paymentOptions.codFee) })}`
          : t('checkout.payCodNote');
  const address = useWatch({ control: form.control });
  const { state = '', city = '' } = address;
  const paymentGroup = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    paymentGroup.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  }, []);
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="review-address" className="flex flex-col gap-1 text-sm">
        <h3 id="review-address" className="font-semibold text-ink-900">
          {shippingMethod === 'store' ? t('checkout.reviewPickup') : t('checkout.reviewAddress')}
        </h3>
        {shippingMethod === 'store' ? (
          <PickupPoint />
        ) : (
          <AddressLines
            address={{
              fullName: address.fullName ?? '',
              address: address.address ?? '',
              apartment: address.apartment ?? '',
              landmark: address.landmark ?? '',
              city,
              state,
              postalCode: address.postalCode ?? '',
              phone: address.phone ?? '',
            }}
          />
        )}
      </section>
      <ul aria-label={t('checkout.reviewItems')} className="flex flex-col gap-2">
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-2 text-sm">
            <span>{t('checkout.reviewLine', { name: line.name, size: line.size, quantity: line.quantity })}</span>
            <span className="font-semibold">{formatINR(rupeesToPaise(line.price) * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-700">
        {t('checkout.reviewDelivery', {
          method: delivery.label(shippingMethod),
          eta: delivery.eta(shippingMethod, deliveryZone({ state, city }), pin?.courier?.days),
        })}
      </p>
      <AmountRows
        amounts={amounts}
        shippingLabel={t('checkout.shippingWith', { method: delivery.label(shippingMethod) })}
      />
      <Controller
        control={form.control}
        name="paymentMethod"
        render={({ field, fieldState }) => (
          <fieldset ref={paymentGroup} className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink-900">{t('checkout.payment')}</legend>
            <label className="flex items-center gap-3 rounded-lg border border-cream-200 px-3 py-3">
              <input
                type="radio"
                name={field.name}
                checked={field.value === 'Online'}
                onChange={() => field.onChange('Online')}
              />
              <span>
                <span className="block font-semibold">{t('checkout.payOnline')}</span>
                <span className="block text-sm text-ink-700">{t('checkout.payOnlineNote')}</span>
                {paymentOptions.prepaidDiscount > 0 ? (
                  <span className="block text-sm font-semibold text-green-700">
                    {t('checkout.payOnlineSave', { amount: formatRupees(paymentOptions.prepaidDiscount) })}
                  </span>
                ) : null}
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
                <span className="block font-semibold">{t('checkout.payCod')}</span>
                <span className="block text-sm text-ink-700">{codNote}</span>
              </span>
            </label>
            {fieldState.error ? (
              <p className="text-sm font-semibold text-red-800">{say(fieldState.error.message)}</p>
            ) : null}
          </fieldset>
        )}
      />
      {paymentMethod === 'COD' && needsPhoneCode ? <PhoneCodeBox form={form} /> : null}
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={checkoutButtonClass} disabled={busy}>
        {busy
          ? t('checkout.processing')
          : paymentMethod === 'COD'
            ? t('checkout.placeOrder')
            : t('checkout.payAmount', { amount: formatRupees(amounts.total) })}
      </button>
    </div>
  );
}
