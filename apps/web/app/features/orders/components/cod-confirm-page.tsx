import type { CodDecision, CodLink, CodOrder } from '@shop/shared/contracts/messages';
import { formatINR } from '@shop/shared/money';
import { Link } from 'react-router';
import { AuthCard } from '../../account/components/auth-card';
import { FormAlert, primaryButtonClass, secondaryButtonClass } from '../../account/components/form-field';

/** What the page's form got back: the decided order, or the refusal's message. */
export type PostedCodAnswer = { decided: { message: string; order: CodOrder } } | { problem: string };

export type CodPageData = { link: CodLink; decision: CodDecision; order: CodOrder | null; problem: string | null };

const DONE = { confirmed: 'This order is already confirmed.', cancelled: 'This order is already cancelled.' } as const;

/**
 * /cod-confirm?order=&e=&s=&do=: the page a cash-on-delivery confirmation message links to.
 * Opening it changes nothing (link scanners open links too); its button posts to the page itself,
 * with or without the page's script, and shows the answer.
 */
export function CodConfirmPage({ data, posted }: { data: CodPageData; posted?: PostedCodAnswer }) {
  if (posted && 'decided' in posted) {
    return (
      <AuthCard title="Thank you">
        <div className="flex flex-col gap-4 text-center" role="status" data-testid="cod-confirm-result">
          <p className="text-lg font-semibold text-ink-900">{posted.decided.message}</p>
          <p className="text-ink-700">Order #{posted.decided.order.orderNumber}</p>
          <p>
            <Link to="/collections" className={secondaryButtonClass}>
              Continue Shopping
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }
  const problem = posted && 'problem' in posted ? posted.problem : data.problem;
  const { order, link, decision } = data;
  if (!order) {
    return (
      <AuthCard title="Confirm Your Order">
        <FormAlert message={problem ?? 'This link is invalid or has expired'} />
      </AuthCard>
    );
  }
  const settled = order.codConfirmation === 'awaiting' ? null : DONE[order.codConfirmation];
  return (
    <AuthCard title="Confirm Your Order">
      <div className="flex flex-col gap-4">
        <p className="text-center text-ink-900">
          Order <strong>#{order.orderNumber}</strong>: {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'},{' '}
          <strong>{formatINR(Math.round(order.totalAmount * 100))}</strong> to pay in cash on delivery.
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
                  Cancel my order
                </button>
                <button type="submit" name="decision" value="confirm" className={secondaryButtonClass}>
                  No, keep and confirm it
                </button>
              </>
            ) : (
              <>
                <button type="submit" name="decision" value="confirm" className={primaryButtonClass}>
                  Confirm my order
                </button>
                <button type="submit" name="decision" value="cancel" className={secondaryButtonClass}>
                  Cancel it instead
                </button>
              </>
            )}
          </form>
        )}
      </div>
    </AuthCard>
  );
}
