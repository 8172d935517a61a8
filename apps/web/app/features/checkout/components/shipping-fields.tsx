import { SHIPPING_FEE_PAISE, SHIPPING_METHODS } from '@shop/shared/constants';
import { LANDMARK_MAX, type Address } from '@shop/shared/contracts/addresses';
import type { PincodeDetails } from '@shop/shared/contracts/pincode';
import { deliveryZone } from '@shop/shared/delivery-estimate';
import { formatINR } from '@shop/shared/money';
import { Controller, useWatch } from 'react-hook-form';
import { useEffect, useState } from 'react';
import { useDeliveryWords } from '../../../lib/delivery-words';
import { useT } from '../../../lib/i18n';
import { FormField } from '../../account/components/form-field';
import { onlyDigits, phoneAsTyped } from '../../account/digits';
import { useAddresses } from '../../account/api/get-addresses';
import { AddressLines } from '../../account/components/address-lines';
import { lookupPincode, PIN_MESSAGES } from '../api/lookup-pincode';
import type { CheckoutForm } from '../checkout-form-schema';
import { PickupPoint } from './pickup-point';

const TEXT_FIELDS = [
  { name: 'fullName', label: 'checkout.fieldFullName', autoComplete: 'name' },
  { name: 'address', label: 'checkout.fieldAddress', autoComplete: 'address-line1' },
  { name: 'apartment', label: 'checkout.fieldApartment', autoComplete: 'address-line2' },
  { name: 'landmark', label: 'checkout.fieldLandmark', autoComplete: 'off' },
] as const;

const FROM_SAVED = ['fullName', 'address', 'apartment', 'landmark', 'postalCode', 'city', 'state', 'phone'] as const;

const cardClass = (chosen: boolean) =>
  `flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-3 text-sm ${
    chosen ? 'border-maroon-700 bg-cream-100' : 'border-cream-200'
  }`;

function defaultFirst(saved: readonly Address[]): Address[] {
  return [...saved].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/**
 * Step 2: how it comes, then where to. Saved addresses are offered as cards (the default first and
 * chosen); a new one may be kept in the address book. Store pickup asks only who collects it. A
 * 6-digit PIN fills city and state.
 */
export function ShippingFields({
  form,
  onPinDetails,
}: {
  form: CheckoutForm;
  onPinDetails: (pin: PincodeDetails | null) => void;
}) {
  const t = useT();
  const delivery = useDeliveryWords();
  const { control, setValue, setError, clearErrors } = form;
  const addresses = useAddresses();
  const [pinState, setPinState] = useState<'idle' | 'loading' | 'found' | 'failed'>('idle');
  // The couriers' days for the PIN, when the shop asks them: the methods' times say them.
  const [courier, setCourier] = useState<PincodeDetails['courier']>();
  const pinKnown = (details: PincodeDetails | null) => {
    setCourier(details?.courier);
    onPinDetails(details);
  };
  const [state, city, shippingMethod, addressChoice] = useWatch({
    control,
    name: ['state', 'city', 'shippingMethod', 'addressChoice'],
  });
  const zone = deliveryZone({ state, city });
  const saved = defaultFirst(addresses.data ?? []);
  const pickup = shippingMethod === 'store';
  // The fields wait for the address book, so nothing typed is hidden when its default arrives.
  const waitingForBook = !pickup && addresses.isPending && addresses.fetchStatus !== 'idle';
  const typingNew = !waitingForBook && !saved.some((address) => address._id === addressChoice);

  async function lookUp(pin: string) {
    setPinState('loading');
    try {
      const details = await lookupPincode(pin);
      setValue('city', details.city, { shouldValidate: true });
      setValue('state', details.state, { shouldValidate: true });
      clearErrors('postalCode');
      setPinState('found');
      pinKnown(details);
    } catch (error) {
      setError('postalCode', { message: error instanceof Error ? error.message : PIN_MESSAGES.failed });
      setPinState('failed');
      pinKnown(null);
    }
  }

  function choose(choice: string) {
    setValue('addressChoice', choice);
    const address = saved.find((candidate) => candidate._id === choice);
    if (!address) return;
    for (const key of FROM_SAVED) setValue(key, address[key], { shouldValidate: true });
    // A saved address is complete; its PIN's details only say whether cash on delivery is offered.
    lookupPincode(address.postalCode).then(pinKnown, () => pinKnown(null));
  }

  // Once the address book has loaded: its default is chosen, or, with none saved, a new one is kept.
  const loaded = addresses.data !== undefined;
  useEffect(() => {
    if (!loaded || addressChoice !== '') return;
    if (saved[0]) choose(saved[0]._id);
    else {
      setValue('addressChoice', 'new');
      setValue('saveAddress', true);
    }
    // Runs when the list arrives; `choose` and `saved` are read from that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, addressChoice]);

  const located = pinState === 'found';
  return (
    <div className="flex flex-col gap-4">
      <Controller
        control={control}
        name="shippingMethod"
        render={({ field: input }) => (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink-900">{t('checkout.method')}</legend>
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
                  <span className="block font-semibold">{delivery.label(method)}</span>
                  <span className="block text-sm text-ink-700">{delivery.eta(method, zone, courier?.days)}</span>
                </span>
                <span className="max-w-36 text-right text-sm font-semibold">
                  {method === 'online'
                    ? delivery.standardFee()
                    : SHIPPING_FEE_PAISE[method] === 0
                      ? t('cartLines.amountFree')
                      : formatINR(SHIPPING_FEE_PAISE[method])}
                </span>
              </label>
            ))}
          </fieldset>
        )}
      />
      {pickup ? <PickupPoint /> : null}
      {waitingForBook ? <p className="text-sm text-ink-700">{t('checkout.loadingAddresses')}</p> : null}
      {!pickup && saved.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink-900">{t('checkout.deliverTo')}</legend>
          {saved.map((address) => (
            <label key={address._id} className={cardClass(addressChoice === address._id)}>
              <input
                type="radio"
                name="addressChoice"
                value={address._id}
                className="mt-1"
                checked={addressChoice === address._id}
                onChange={() => choose(address._id)}
              />
              <span className="flex-1">
                {address.isDefault ? (
                  <span className="mb-1 block text-xs font-semibold text-leaf-600">{t('checkout.defaultAddress')}</span>
                ) : null}
                <AddressLines address={address} />
              </span>
            </label>
          ))}
          <label className={cardClass(typingNew)}>
            <input
              type="radio"
              name="addressChoice"
              value="new"
              className="mt-1"
              checked={typingNew}
              onChange={() => choose('new')}
            />
            <span className="font-semibold">{t('checkout.newAddress')}</span>
          </label>
        </fieldset>
      ) : null}
      {pickup || typingNew ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.filter((field) => !pickup || field.name === 'fullName').map((field) => (
            <Controller
              key={field.name}
              control={control}
              name={field.name}
              render={({ field: input, fieldState }) => (
                <FormField
                  label={t(field.label)}
                  autoComplete={field.autoComplete}
                  maxLength={field.name === 'landmark' ? LANDMARK_MAX : undefined}
                  hint={field.name === 'landmark' ? t('checkout.landmarkHint') : undefined}
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
          {pickup ? null : (
            <Controller
              control={control}
              name="postalCode"
              render={({ field: input, fieldState }) => (
                <FormField
                  label={t('checkout.fieldPin')}
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
                  hint={pinState === 'loading' ? t('checkout.pinLooking') : undefined}
                />
              )}
            />
          )}
          {(pickup ? [] : (['city', 'state'] as const)).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field: input, fieldState }) => (
                <FormField
                  label={name === 'city' ? t('checkout.fieldCity') : t('checkout.fieldState')}
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
                label={t('checkout.fieldPhone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={16}
                name={input.name}
                value={input.value}
                onChange={(event) => input.onChange(phoneAsTyped(event.target.value))}
                onBlur={input.onBlur}
                error={fieldState.error?.message}
                hint={pickup ? t('checkout.phoneHintPickup') : t('checkout.phoneHintDelivery')}
              />
            )}
          />
        </div>
      ) : null}
      {!pickup && typingNew ? (
        <Controller
          control={control}
          name="saveAddress"
          render={({ field: input }) => (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={input.value} onChange={(event) => input.onChange(event.target.checked)} />
              {t('checkout.saveAddress')}
            </label>
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="whatsappUpdates"
        render={({ field: input }) => (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={input.value} onChange={(event) => input.onChange(event.target.checked)} />
            {t('checkout.whatsapp')}
          </label>
        )}
      />
    </div>
  );
}
