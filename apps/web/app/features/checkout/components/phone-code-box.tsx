import { formatIndianMobile, normaliseIndianMobile } from '@shop/shared/contracts/messages';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useRequestSignInCode } from '../../auth/api/request-sign-in-code';
import { FormField, ONE_TIME_CODE_INPUT, secondaryButtonClass } from '../../account/components/form-field';
import { onlyDigits } from '../../account/digits';
import type { CheckoutForm } from '../checkout-form-schema';

/**
 * Cash on delivery from an account with no proven phone: a code sent to the delivery phone (the
 * sign-in codes' own request), typed here, proves it; the order goes with it and the phone joins
 * the account (decision 0127).
 */
export function PhoneCodeBox({ form }: { form: CheckoutForm }) {
  const t = useT();
  const phone = useWatch({ control: form.control, name: 'phone' }) ?? '';
  const requestCode = useRequestSignInCode();
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);
  const mobile = normaliseIndianMobile(phone);

  async function send() {
    if (!mobile) return;
    try {
      const sent = await requestCode.mutateAsync({ phone: mobile, channel: 'sms' });
      setNote({ text: t('checkout.codCodeSent', { phone: sent.phone }), failed: false });
    } catch (error) {
      setNote({ text: error instanceof ApiError ? error.message : t('checkout.failed'), failed: true });
    }
  }

  return (
    <section aria-labelledby="cod-phone-code" className="flex flex-col gap-3 rounded-lg bg-cream-100 px-3 py-3">
      <h3 id="cod-phone-code" className="text-sm font-semibold text-ink-900">
        {t('checkout.codCodeTitle')}
      </h3>
      <p className="text-sm text-ink-700">
        {t('checkout.codCodeNote', { phone: mobile ? formatIndianMobile(mobile) : phone })}
      </p>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={!mobile || requestCode.isPending}
        onClick={() => void send()}
      >
        {requestCode.isPending ? t('checkout.codCodeSending') : t('checkout.codCodeSend')}
      </button>
      {note ? (
        <p
          role={note.failed ? 'alert' : 'status'}
          className={`text-sm ${note.failed ? 'font-semibold text-red-800' : 'text-ink-700'}`}
        >
          {note.text}
        </p>
      ) : null}
      <Controller
        control={form.control}
        name="phoneCode"
        render={({ field, fieldState }) => (
          <FormField
            label={t('checkout.codCodeLabel')}
            {...ONE_TIME_CODE_INPUT}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(onlyDigits(event.target.value, 6))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </section>
  );
}
