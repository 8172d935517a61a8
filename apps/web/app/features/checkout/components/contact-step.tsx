import { Controller, useWatch } from 'react-hook-form';
import { useT } from '../../../lib/i18n';
import { FormField } from '../../account/components/form-field';
import { EMAIL_MESSAGES, isEmailShaped, type CheckoutForm } from '../checkout-form-schema';
import { checkoutButtonClass } from './checkout-button-class';

/** Step 1: the email the order is sent to, and whether offers may be sent there too. */
export function ContactStep({ form, onContinue }: { form: CheckoutForm; onContinue: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="contact"
        render={({ field, fieldState }) => (
          <FormField
            label={t('checkout.fieldEmail')}
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
            <input type="checkbox" checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            {t('checkout.emailOffers')}
          </label>
        )}
      />
      <button type="button" className={`${checkoutButtonClass} self-start`} onClick={onContinue}>
        {t('checkout.toShipping')}
      </button>
    </div>
  );
}

/** The contact step once done: the email the order is sent to, with a way to give another. */
export function ContactSummary({ form, onChange }: { form: CheckoutForm; onChange: () => void }) {
  const t = useT();
  const contact = useWatch({ control: form.control, name: 'contact' });
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span id="checkout-contact-email" className="break-all text-ink-700">
        {contact}
      </span>
      <button
        type="button"
        className="tap-target font-semibold text-maroon-700 underline underline-offset-2"
        aria-describedby="checkout-contact-email"
        onClick={onChange}
      >
        {t('checkout.change')}
      </button>
    </p>
  );
}
