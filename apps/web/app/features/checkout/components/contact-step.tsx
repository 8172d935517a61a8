import { phoneForDisplay } from '@shop/shared/account-rules';
import { Controller, useWatch } from 'react-hook-form';
import { useT } from '../../../lib/i18n';
import { EMAIL_INPUT, FormField } from '../../account/components/form-field';
import { EMAIL_MESSAGES, isEmailShaped, type CheckoutForm } from '../checkout-form-schema';
import { checkoutButtonClass } from './checkout-button-class';

/**
 * Step 1: who hears about the order. A shopper signed in with a phone is told updates go there;
 * the email is optional for everyone (DESIGN 4.12), and offers are asked about only with one.
 */
export function ContactStep({
  form,
  phone,
  onContinue,
}: {
  form: CheckoutForm;
  /** The account's proven phone (`+919876543210`), or null for an account made with an email. */
  phone: string | null;
  onContinue: () => void;
}) {
  const t = useT();
  const contact = useWatch({ control: form.control, name: 'contact' });
  return (
    <div className="flex flex-col gap-4">
      {phone ? (
        <p className="text-ink-900" data-testid="checkout-contact-phone">
          {t('checkout.contactPhone', { phone: phoneForDisplay(phone) })}
        </p>
      ) : null}
      <Controller
        control={form.control}
        name="contact"
        render={({ field, fieldState }) => (
          <FormField
            label={t('checkout.fieldEmailOptional')}
            hint={t('checkout.emailOptionalHint')}
            {...EMAIL_INPUT}
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
      {contact.trim() ? (
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
      ) : null}
      <button type="button" className={`${checkoutButtonClass} self-start`} onClick={onContinue}>
        {t('checkout.toShipping')}
      </button>
    </div>
  );
}

/** The contact step once done: the email the order is sent to, or the phone when none, with a way to change it. */
export function ContactSummary({
  form,
  phone,
  onChange,
}: {
  form: CheckoutForm;
  phone: string | null;
  onChange: () => void;
}) {
  const t = useT();
  const contact = useWatch({ control: form.control, name: 'contact' });
  const shown = contact.trim() || (phone ? t('checkout.contactNoEmail', { phone: phoneForDisplay(phone) }) : '');
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span id="checkout-contact-email" className="break-all text-ink-700">
        {shown}
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
