import type { DeliveryAttemptDto, DeliveryChoice, DeliveryLink } from '@shop/shared/contracts/delivery-attempts';
import { useT } from '../../../lib/i18n';
import { AuthCard } from '../../account/components/auth-card';
import {
  fieldProblem,
  FormAlert,
  FormField,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../account/components/form-field';

/** What the page's form got back: the taken choice, or the refusal (with the fields it refused). */
export type PostedDeliveryAnswer =
  | { taken: { message: string; attempt: DeliveryAttemptDto } }
  | { problem: string; fields?: Record<string, string>; values?: Record<string, string> };

export type DeliveryPageData = { link: DeliveryLink; attempt: DeliveryAttemptDto | null; problem: string | null };

const DONE: Record<DeliveryChoice, 'orders.ndrDoneReAttempt' | 'orders.ndrDoneChangeContact' | 'orders.ndrDoneReturn'> =
  {
    re_attempt: 'orders.ndrDoneReAttempt',
    change_contact: 'orders.ndrDoneChangeContact',
    return: 'orders.ndrDoneReturn',
  };

function LinkFields({ link }: { link: DeliveryLink }) {
  return (
    <>
      <input type="hidden" name="attempt" value={link.attempt} />
      <input type="hidden" name="e" value={String(link.e)} />
      <input type="hidden" name="s" value={link.s} />
    </>
  );
}

/** What was chosen, by whom, and where the parcel goes now. */
function Chosen({ attempt }: { attempt: DeliveryAttemptDto }) {
  const t = useT();
  const { contact } = attempt;
  const address = [contact.address, contact.apartment, contact.landmark, contact.city].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-2 text-ink-900" role="status" data-testid="delivery-attempt-chosen">
      <p className="font-semibold">{attempt.choice ? t(DONE[attempt.choice]) : t('orders.ndrDoneNothing')}</p>
      {attempt.chosenBy === 'owner' ? <p>{t('orders.ndrDoneByShop')}</p> : null}
      {attempt.choice === 'change_contact' ? (
        <p>{t('orders.ndrNewAddress', { address, pin: contact.postalCode, phone: contact.phone })}</p>
      ) : null}
      {attempt.choice && !attempt.passedToCourier ? <p>{t('orders.ndrHandOn')}</p> : null}
    </div>
  );
}

/**
 * /delivery-attempt?attempt=&e=&s=: the page a failed delivery's message links to. Opening it
 * changes nothing; each choice is a form posting to the page itself, with or without script.
 */
export function DeliveryAttemptPage({ data, posted }: { data: DeliveryPageData; posted?: PostedDeliveryAnswer }) {
  const t = useT();
  if (posted && 'taken' in posted) {
    return (
      <AuthCard title={t('orders.ndrThanks')}>
        <div className="flex flex-col gap-4">
          <p className="text-center text-lg font-semibold text-ink-900" data-testid="delivery-attempt-result">
            {posted.taken.message}
          </p>
          <Chosen attempt={posted.taken.attempt} />
        </div>
      </AuthCard>
    );
  }
  const refused = posted && 'problem' in posted ? posted : undefined;
  const { attempt, link } = data;
  if (!attempt) {
    return (
      <AuthCard title={t('orders.ndrTitle')}>
        <FormAlert message={refused?.problem ?? data.problem ?? t('orders.codInvalid')} />
      </AuthCard>
    );
  }
  const fields = refused?.fields ?? {};
  const invalid = Object.keys(fields);
  const values = refused?.values ?? {};
  const { contact } = attempt;
  return (
    <AuthCard title={t('orders.ndrTitle')}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-1 text-ink-900">
          <p>{t('orders.ndrSummary', { number: `#${attempt.orderNumber}`, attempt: attempt.attemptNumber })}</p>
          <p className="font-semibold">{t('orders.ndrReason', { reason: attempt.reason })}</p>
        </div>
        <FormAlert message={refused?.problem ?? data.problem} />
        {attempt.state === 'closed' ? (
          <Chosen attempt={attempt} />
        ) : (
          <>
            <h2 className="font-display text-xl font-bold text-maroon-800">{t('orders.ndrChoose')}</h2>
            <form method="post">
              <LinkFields link={link} />
              <button type="submit" name="choice" value="re_attempt" className={`w-full ${primaryButtonClass}`}>
                {t('orders.ndrReAttempt')}
              </button>
            </form>
            <form method="post" className="flex flex-col gap-3 rounded-xl border border-cream-200 p-4">
              <LinkFields link={link} />
              <h3 className="font-semibold text-ink-900">{t('orders.ndrChangeTitle')}</h3>
              <FormField
                label={t('orders.ndrAddress')}
                name="address"
                required
                maxLength={200}
                autoComplete="address-line1"
                defaultValue={values.address ?? contact.address}
                error={fields.address}
                {...fieldProblem('address', null, invalid)}
              />
              <FormField
                label={t('orders.ndrApartment')}
                name="apartment"
                maxLength={100}
                autoComplete="address-line2"
                defaultValue={values.apartment ?? contact.apartment}
                error={fields.apartment}
                {...fieldProblem('apartment', null, invalid)}
              />
              <FormField
                label={t('orders.ndrLandmark')}
                name="landmark"
                maxLength={80}
                defaultValue={values.landmark ?? contact.landmark}
                error={fields.landmark}
                {...fieldProblem('landmark', null, invalid)}
              />
              <FormField
                label={t('orders.ndrPhone')}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                defaultValue={values.phone ?? contact.phone}
                error={fields.phone}
                {...fieldProblem('phone', null, invalid)}
              />
              <p className="text-sm text-ink-700">
                {t('orders.ndrChangeHint', { pin: contact.postalCode, city: contact.city, state: contact.state })}
              </p>
              <button type="submit" name="choice" value="change_contact" className={`w-full ${secondaryButtonClass}`}>
                {t('orders.ndrChangeSubmit')}
              </button>
            </form>
            <form method="post" className="flex flex-col gap-2">
              <LinkFields link={link} />
              <p className="text-sm text-ink-700">{t('orders.ndrReturnHint')}</p>
              <button type="submit" name="choice" value="return" className={`w-full ${secondaryButtonClass}`}>
                {t('orders.ndrReturn')}
              </button>
            </form>
          </>
        )}
      </div>
    </AuthCard>
  );
}
