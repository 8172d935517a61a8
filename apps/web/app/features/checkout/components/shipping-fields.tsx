import { SHIPPING_FEE_PAISE, SHIPPING_METHOD_DETAILS, SHIPPING_METHODS } from '@shop/shared/constants';
import type { PincodeDetails } from '@shop/shared/contracts/pincode';
import { deliveryZone, shippingMethodEta } from '@shop/shared/delivery-estimate';
import { formatINR } from '@shop/shared/money';
import { standardShippingText } from '@shop/shared/pricing-rules';
import { Controller, useWatch } from 'react-hook-form';
import { useState } from 'react';
import { FormField } from '../../account/components/form-field';
import { onlyDigits, phoneAsTyped } from '../../account/digits';
import { useAddresses } from '../../account/api/get-addresses';
import { lookupPincode, PIN_MESSAGES } from '../api/lookup-pincode';
import type { CheckoutForm } from '../checkout-form-schema';

const TEXT_FIELDS = [
  { name: 'fullName', label: 'Full name', autoComplete: 'name' },
  { name: 'address', label: 'Address', autoComplete: 'address-line1' },
  { name: 'apartment', label: 'Apartment, suite, etc. (optional)', autoComplete: 'address-line2' },
] as const;

/** Step 2: where it goes (saved addresses offered first) and how; a 6-digit PIN fills city and state. */
export function ShippingFields({
  form,
  onPinDetails,
}: {
  form: CheckoutForm;
  onPinDetails: (pin: PincodeDetails | null) => void;
}) {
  const { control, setValue, setError, clearErrors } = form;
  const addresses = useAddresses();
  const [pinState, setPinState] = useState<'idle' | 'loading' | 'found' | 'failed'>('idle');
  const [state, city] = useWatch({ control, name: ['state', 'city'] });
  const zone = deliveryZone({ state, city });

  async function lookUp(pin: string) {
    setPinState('loading');
    try {
      const details = await lookupPincode(pin);
      setValue('city', details.city, { shouldValidate: true });
      setValue('state', details.state, { shouldValidate: true });
      clearErrors('postalCode');
      setPinState('found');
      onPinDetails(details);
    } catch (error) {
      setError('postalCode', { message: error instanceof Error ? error.message : PIN_MESSAGES.failed });
      setPinState('failed');
      onPinDetails(null);
    }
  }

  const located = pinState === 'found';
  return (
    <div className="flex flex-col gap-4">
      {addresses.data && addresses.data.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink-900">Saved addresses</legend>
          {addresses.data.map((saved) => (
            <button
              key={saved._id}
              type="button"
              className="rounded-lg border border-cream-200 px-3 py-2 text-left text-sm hover:border-maroon-700"
              onClick={() => {
                for (const key of ['fullName', 'address', 'apartment', 'postalCode', 'phone'] as const) {
                  setValue(key, saved[key], { shouldValidate: true });
                }
                void lookUp(saved.postalCode);
              }}
            >
              <strong>{saved.fullName}</strong>
              {saved.isDefault ? ' (default)' : ''} — {saved.address}
              {saved.apartment ? `, ${saved.apartment}` : ''}, {saved.city}, {saved.state} {saved.postalCode}
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <Controller
            key={field.name}
            control={control}
            name={field.name}
            render={({ field: input, fieldState }) => (
              <FormField
                label={field.label}
                autoComplete={field.autoComplete}
                className={field.name === 'apartment' ? '' : 'sm:col-span-2'}
                name={input.name}
                value={input.value ?? ''}
                onChange={input.onChange}
                onBlur={input.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="postalCode"
          render={({ field: input, fieldState }) => (
            <FormField
              label="PIN code"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              name={input.name}
              value={input.value}
              onChange={(event) => {
                const digits = onlyDigits(event.target.value, 6);
                input.onChange(digits);
                if (digits.length === 6) void lookUp(digits);
                else if (pinState !== 'idle') {
                  setPinState('idle');
                  onPinDetails(null);
                }
              }}
              onBlur={() => {
                input.onBlur();
                if (input.value.length > 0 && input.value.length < 6)
                  setError('postalCode', { message: PIN_MESSAGES.format });
              }}
              error={fieldState.error?.message}
              hint={pinState === 'loading' ? 'Looking up your PIN code...' : undefined}
            />
          )}
        />
        {(['city', 'state'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: input, fieldState }) => (
              <FormField
                label={name === 'city' ? 'City' : 'State'}
                autoComplete={name === 'city' ? 'address-level2' : 'address-level1'}
                readOnly={located}
                name={input.name}
                value={input.value}
                onChange={input.onChange}
                onBlur={input.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="phone"
          render={({ field: input, fieldState }) => (
            <FormField
              label="Phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={16}
              name={input.name}
              value={input.value}
              onChange={(event) => input.onChange(phoneAsTyped(event.target.value))}
              onBlur={input.onBlur}
              error={fieldState.error?.message}
              hint="For the courier, and for updates about this order."
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="whatsappUpdates"
        render={({ field: input }) => (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={input.value} onChange={(event) => input.onChange(event.target.checked)} />
            Updates on WhatsApp (otherwise by SMS)
          </label>
        )}
      />
      <Controller
        control={control}
        name="shippingMethod"
        render={({ field: input }) => (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink-900">Shipping method</legend>
            {SHIPPING_METHODS.map((method) => (
              <label
                key={method}
                className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-3 ${
                  input.value === method ? 'border-maroon-700 bg-cream-100' : 'border-cream-200'
                }`}
              >
                <input
                  type="radio"
                  name={input.name}
                  value={method}
                  checked={input.value === method}
                  onChange={() => input.onChange(method)}
                />
                <span className="flex-1">
                  <span className="block font-semibold">{SHIPPING_METHOD_DETAILS[method].label}</span>
                  <span className="block text-sm text-ink-700">{shippingMethodEta(method, zone)}</span>
                </span>
                <span className="text-sm font-semibold">
                  {method === 'online'
                    ? standardShippingText()
                    : SHIPPING_FEE_PAISE[method] === 0
                      ? 'Free'
                      : formatINR(SHIPPING_FEE_PAISE[method])}
                </span>
              </label>
            ))}
          </fieldset>
        )}
      />
    </div>
  );
}
