import { zodResolver } from '@hookform/resolvers/zod';
import { addressRequestSchema, LANDMARK_MAX, type Address } from '@shop/shared/contracts/addresses';
import { ERRORS } from '@shop/shared/errors';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { usePincode } from '../../pincode/api/get-pincode';
import { useSaveAddress } from '../api/save-address';
import { onlyDigits, phoneAsTyped } from '../digits';
import { FormAlert, FormField, primaryButtonClass, secondaryButtonClass } from './form-field';

const FIELDS = ['fullName', 'phone', 'address', 'apartment', 'landmark', 'postalCode', 'city', 'state'] as const;

function pinLookupMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return ERRORS.PIN_NOT_FOUND.message;
  if (error instanceof ApiError && error.status === 400) return ERRORS.PIN_FORMAT.message;
  return ERRORS.PIN_LOOKUP_FAILED.message;
}

/**
 * Adds or edits a saved address. A 6-digit PIN fills city and state from the PIN directory and
 * makes them read-only (spec section 5); if the directory cannot be reached they can be typed.
 */
export function AddressForm({
  address,
  onDone,
  onCancel,
}: {
  address?: Address;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const save = useSaveAddress();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(addressRequestSchema),
    defaultValues: {
      fullName: address?.fullName ?? '',
      phone: address?.phone ?? '',
      address: address?.address ?? '',
      apartment: address?.apartment ?? '',
      landmark: address?.landmark ?? '',
      postalCode: address?.postalCode ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      isDefault: address?.isDefault ?? false,
    },
  });

  const pin = watch('postalCode');
  const lookup = usePincode(pin);
  const pinComplete = /^\d{6}$/.test(pin);
  const lookupUnreachable = lookup.isError && !(lookup.error instanceof ApiError && lookup.error.status < 500);
  const placeLocked = pinComplete && !lookupUnreachable;

  useEffect(() => {
    if (!pinComplete) return;
    if (lookup.data) {
      setValue('city', lookup.data.data.city, { shouldValidate: Boolean(errors.city) });
      setValue('state', lookup.data.data.state, { shouldValidate: Boolean(errors.state) });
      clearErrors('postalCode');
    } else if (lookup.isError) {
      setError('postalCode', { message: pinLookupMessage(lookup.error) });
      if (!lookupUnreachable) {
        setValue('city', '');
        setValue('state', '');
      }
    }
    // errors.* are read, not reacted to: the lookup result is what drives this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pinComplete, lookup.data, lookup.isError, lookup.error, lookupUnreachable, setValue, setError, clearErrors]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    if (lookup.isError && !lookupUnreachable) {
      setError('postalCode', { message: pinLookupMessage(lookup.error) });
      return;
    }
    if (pinComplete && lookup.isFetching) {
      setError('postalCode', { message: t('account.formWait') });
      return;
    }
    try {
      await save.mutateAsync({ id: address?._id, body: values });
      toast.success(address ? t('account.formUpdated') : t('account.formSaved'));
      onDone();
    } catch (error) {
      const field = error instanceof ApiError ? FIELDS.find((name) => error.fields?.[name]) : undefined;
      if (error instanceof ApiError && field) setError(field, { message: error.fields?.[field] });
      else setFailure(error instanceof ApiError ? error.message : t('account.formFailed'));
    }
  });

  const keepTyped = (name: 'phone' | 'postalCode', keep: (value: string) => string) => {
    const field = register(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = keep(event.target.value);
        return field.onChange(event);
      },
    };
  };
  const phoneField = keepTyped('phone', phoneAsTyped);

  const pinField = keepTyped('postalCode', (value) => onlyDigits(value, 6));
  return (
    <form
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={address ? t('account.formEditLabel') : t('account.formAddLabel')}
      className="flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="font-display text-xl font-bold text-maroon-800">
        {address ? t('account.formEditTitle') : t('account.formAddTitle')}
      </h2>
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('account.formFullName')}
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <FormField
          label={t('account.formPhone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          hint={t('account.formPhoneHint')}
          {...phoneField}
        />
      </div>
      <FormField
        label={t('account.formAddress')}
        autoComplete="address-line1"
        error={errors.address?.message}
        hint={t('account.formAddressHint')}
        {...register('address')}
      />
      <FormField
        label={t('account.formApartment')}
        autoComplete="address-line2"
        error={errors.apartment?.message}
        {...register('apartment')}
      />
      <FormField
        label={t('account.formLandmark')}
        maxLength={LANDMARK_MAX}
        error={errors.landmark?.message}
        hint={t('account.formLandmarkHint')}
        {...register('landmark')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label={t('account.formPin')}
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          hint={pinComplete && lookup.isFetching ? t('account.formFinding') : undefined}
          {...pinField}
          onBlur={(event) => {
            void pinField.onBlur(event);
            if (event.target.value !== '' && !/^\d{6}$/.test(event.target.value)) {
              setError('postalCode', { message: ERRORS.PIN_FORMAT.message });
            }
          }}
        />
        <FormField
          label={t('account.formCity')}
          autoComplete="address-level2"
          readOnly={placeLocked}
          error={errors.city?.message}
          {...register('city')}
        />
        <FormField
          label={t('account.formState')}
          autoComplete="address-level1"
          readOnly={placeLocked}
          error={errors.state?.message}
          {...register('state')}
        />
      </div>
      {address?.isDefault ? (
        <p className="text-sm font-semibold text-leaf-600">{t('account.formIsDefault')}</p>
      ) : (
        <label className="flex items-center gap-2 font-semibold text-ink-900">
          <input type="checkbox" {...register('isDefault')} />
          {t('account.formMakeDefault')}
        </label>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
          {save.isPending ? t('account.saving') : t('account.formSave')}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          {t('account.cancel')}
        </button>
      </div>
    </form>
  );
}
