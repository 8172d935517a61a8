import type { CodDecision, CodLink, CodOrder } from '@shop/shared/contracts/messages';
import { formatINR } from '@shop/shared/money';
import { LocaleLink, useT } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';
import { AuthCard } from '../../account/components/auth-card';
import { FormAlert, primaryButtonClass, secondaryButtonClass } from '../../account/components/form-field';

/** What the page's form got back: the decided order, or the refusal's message. */
export type PostedCodAnswer = { decided: { message: string; order: CodOrder } } | { problem: string };

export type CodPageData = { link: CodLink; decision: CodDecision; order: CodOrder | null; problem: string | null };

const DONE = { confirmed: 'orders.codDoneConfirmed', cancelled: 'orders.codDoneCancelled' } as const;

/**
 * /cod-confirm?order=&e=&s=&do=: the page a cash-on-delivery confirmation message links to.
 * Opening it changes nothing (link scanners open links too); its button posts to the page itself,
 * with or without the page's script, and shows the answer.
 */
export function CodConfirmPage({ data, posted }: { data: CodPageData; posted?: PostedCodAnswer }) {
  const t = useT();
  if (posted && 'decided' in posted) {
    return (
      <AuthCard title={t('orders.codThanks')}>
        <div className="flex flex-col gap-4 text-center" role="status" data-testid="cod-confirm-result">
          <p className="text-lg font-semibold text-ink-900">{posted.decided.message}</p>
          <p className="text-ink-700">{t('orders.orderTitle', { number: posted.decided.order.orderNumber })}</p>
          <p>
            <LocaleLink to="/collections" className={secondaryButtonClass}>
              {t('orders.continueShopping')}
            </LocaleLink>
          </p>
        </div>
      </AuthCard>
    );
  }
  const problem = posted && 'problem' in posted ? posted.problem : data.problem;
  const { order, link, decision } = data;
  if (!order) {
    return (
      <AuthCard title={t('orders.codTitle')}>
        <FormAlert message={problem ?? t('orders.codInvalid')} />
      </AuthCard>
    );
  }
  const settled = order.codConfirmation === 'awaiting' ? null : t(DONE[order.codConfirmation]);
  return (
    <AuthCard title={t('orders.codTitle')}>
      <div className="flex flex-col gap-4">
        <p className="text-center text-ink-900">
          {withSlot(
            t('orders.codSummary', {
              number: SLOT,
              count: order.itemCount,
              total: formatINR(Math.round(order.totalAmount * 100)),
            }),
            <strong>#{order.orderNumber}</strong>,
          )}
        </p>
        <FormAlert message={problem ?? settled} />
        {settled ? null : (
          <form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="order" value={link.order} />
            <input type="hidden" name="e" value={String(link.e)} />
            <input type="hidden" name="s" value={link.s} />
            {decision === 'cancel' ? (
              <>
                <button type="submit" name="decision" value="cancel" className={primaryButtonClass}>
                  {t('orders.codCancel')}
                </button>
                <button type="submit" name="decision" value="confirm" className={secondaryButtonClass}>
                  {t('orders.codKeep')}
                </button>
              </>
            ) : (
              <>
                <button type="submit" name="decision" value="confirm" className={primaryButtonClass}>
                  {t('orders.codConfirm')}
                </button>
                <button type="submit" name="decision" value="cancel" className={secondaryButtonClass}>
                  {t('orders.codCancelInstead')}
                </button>
              </>
            )}
          </form>
        )}
      </div>
    </AuthCard>
  );
}
