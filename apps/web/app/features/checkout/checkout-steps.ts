import type { ErrorCode } from '@shop/shared/errors';
import { stepOfField, type CheckoutFormInput, type CheckoutStep } from './checkout-form-schema';
import type { Translate } from '../../lib/i18n';
import type { PaymentOutcome } from './razorpay';

/** The earliest step holding one of `fields`: the one to reopen when they are refused. */
export function firstStepOf(fields: readonly string[]): CheckoutStep | undefined {
  const steps = fields.map((field) => stepOfField(field)).filter((step): step is CheckoutStep => step !== undefined);
  return steps.length > 0 ? (Math.min(...steps) as CheckoutStep) : undefined;
}

/** Refusals about the PIN code that name no field: the shipping step is where to change it. */
const PIN_REFUSALS: ReadonlySet<string> = new Set<ErrorCode>(['COD_NOT_AVAILABLE_PIN', 'PIN_NOT_FOUND']);

/** Refusals that are about one field of the form, said under it in the server's words. */
const FIELD_REFUSALS: Partial<Record<string, keyof CheckoutFormInput>> = {
  EMAIL_ON_ANOTHER_ACCOUNT: 'contact',
  COD_PHONE_CODE_NEEDED: 'phoneCode',
  OTP_WRONG: 'phoneCode',
  OTP_WRONG_LAST: 'phoneCode',
  OTP_EXPIRED: 'phoneCode',
  OTP_NO_TRIES_LEFT: 'phoneCode',
} satisfies Partial<Record<ErrorCode, keyof CheckoutFormInput>>;

/**
 * The server's refusal of an order laid on the form: each refused field under the form's own name
 * (`shippingAddress.city` is `city`), and the step to reopen.
 */
export function refusedFields(code: string, fields: Readonly<Record<string, string>> | undefined, message = '') {
  const marks: { name: keyof CheckoutFormInput; message: string }[] = [];
  for (const [field, text] of Object.entries(fields ?? {})) {
    const name = field.replace(/^shippingAddress\./, '');
    if (stepOfField(name)) marks.push({ name: name as keyof CheckoutFormInput, message: text });
  }
  const refused = FIELD_REFUSALS[code];
  if (refused && message) marks.push({ name: refused, message });
  const step = firstStepOf(marks.map((mark) => mark.name)) ?? (PIN_REFUSALS.has(code) ? 2 : undefined);
  return { marks, step };
}

/**
 * What the shopper is told when the payment window closes without a payment. The gateway's reason
 * is said once: a reason that is itself 'Payment failed' adds nothing after the heading.
 */
export function unpaidMessage(outcome: Exclude<PaymentOutcome, { status: 'paid' }>, t: Translate): string {
  if (outcome.status === 'cancelled') return t('checkout.unpaidCancelled');
  const reason = outcome.message.trim().replace(/\.+$/, '');
  if (reason === '' || /^payment failed$/i.test(reason)) return t('checkout.unpaidFailed');
  return t('checkout.unpaidFailedReason', { reason });
}
