import type { VerifyEmailResponse } from '@shop/shared/contracts/email-verification';
import { LocaleLink, useT } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';
import { AuthCard } from './auth-card';
import { FormAlert, primaryButtonClass, secondaryButtonClass } from './form-field';

/** What the page's form got back: the verified address and its orders, or the refusal's message. */
export type PostedVerifyAnswer = { verified: VerifyEmailResponse } | { problem: string };

function OrderLinks({ orders }: { orders: VerifyEmailResponse['data']['confirmedOrders'] }) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-1">
      {orders.map((order) => (
        <li key={order.orderId}>
          <LocaleLink
            to={`/dashboard/orders/${encodeURIComponent(order.orderId)}`}
            className="font-semibold text-maroon-700 underline"
          >
            {t('auth.verifyOrderLink', { number: order.orderNumber })}
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}

function Verified({ answer }: { answer: VerifyEmailResponse }) {
  const t = useT();
  const { email, confirmedOrders, expiredOrders } = answer.data;
  return (
    <div className="flex flex-col gap-4" role="status" data-testid="verify-email-result">
      <p className="text-center text-lg font-semibold text-ink-900">{answer.message}</p>
      <p className="text-center text-ink-700">
        {withSlot(t('auth.verifyUpdatesTo', { email: SLOT }), <strong className="break-all">{email}</strong>)}
      </p>
      {confirmedOrders.length > 0 ? (
        <div className="rounded-xl bg-cream-100 p-4">
          <p className="mb-2 text-ink-900">{t('auth.verifyPlaced', { count: confirmedOrders.length })}</p>
          <OrderLinks orders={confirmedOrders} />
        </div>
      ) : null}
      {expiredOrders.length > 0 ? (
        <div className="rounded-xl border border-red-800/30 bg-red-50 p-4">
          <p className="mb-2 text-red-800">{t('auth.verifyExpired', { count: expiredOrders.length })}</p>
          <OrderLinks orders={expiredOrders} />
        </div>
      ) : null}
      <p className="flex flex-wrap justify-center gap-3">
        <LocaleLink to="/dashboard/orders" className={primaryButtonClass}>
          {t('auth.myOrders')}
        </LocaleLink>
        <LocaleLink to="/collections" className={secondaryButtonClass}>
          {t('auth.continueShopping')}
        </LocaleLink>
      </p>
    </div>
  );
}

/**
 * /verify-email?token=: the page the emailed link opens. Opening the link changes nothing (mail
 * scanners open links too); the button posts the token to the page itself, which works the same
 * with or without the page's script, and shows the answer.
 */
export function VerifyEmailPage({ token, posted }: { token: string; posted?: PostedVerifyAnswer }) {
  const t = useT();
  if (posted && 'verified' in posted) {
    return (
      <AuthCard title={t('auth.verifyVerifiedTitle')}>
        <Verified answer={posted.verified} />
      </AuthCard>
    );
  }
  const problem = posted && 'problem' in posted ? posted.problem : null;
  return (
    <AuthCard title={t('auth.metaVerifyTitle')}>
      {token ? (
        <form method="post" className="flex flex-col gap-4">
          <p className="text-center text-ink-900">{t('auth.verifyIntro')}</p>
          <FormAlert message={problem} />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={primaryButtonClass}>
            {t('auth.verifySubmit')}
          </button>
        </form>
      ) : (
        <FormAlert message={t('auth.verifyInvalid')} />
      )}
      {problem || !token ? (
        <p className="mt-4 text-center text-ink-700">
          {withSlot(
            t('auth.verifyResendHint', { account: SLOT }),
            <LocaleLink to="/dashboard" className="font-semibold text-maroon-700 underline">
              {t('auth.myAccount')}
            </LocaleLink>,
          )}
        </p>
      ) : null}
    </AuthCard>
  );
}
