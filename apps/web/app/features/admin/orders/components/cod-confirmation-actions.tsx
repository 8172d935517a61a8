import type { AdminOrder } from '@shop/shared/contracts/admin-orders';
import { toast } from '../../../../lib/toast';
import { ApiError } from '../../../../lib/api-client';
import { useDecideCodOrder } from '../api/decide-cod-order';
import { COD_CONFIRMATION_LABELS } from '../order-labels';

const buttonClass =
  'rounded-lg border px-4 py-2 font-semibold disabled:opacity-50 border-maroon-700 text-maroon-700 hover:bg-cream-100';

/**
 * A cash-on-delivery order's confirmation, and the owner's call on one the shopper has not
 * confirmed: confirm it, or cancel it (its items go back on the shelf).
 */
export function CodConfirmationActions({ order }: { order: AdminOrder }) {
  const decide = useDecideCodOrder(order._id);
  if (!order.codConfirmation) return null;
  const open = order.codConfirmation === 'awaiting' || order.codConfirmation === 'unconfirmed';
  const run = (decision: 'confirm' | 'cancel') =>
    decide.mutate(decision, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Could not update the order'),
    });
  return (
    <div className="flex flex-col gap-2" data-testid="cod-confirmation">
      <p>
        <span className="font-semibold">Cash on delivery: </span>
        {COD_CONFIRMATION_LABELS[order.codConfirmation]}
      </p>
      {open ? (
        <div className="flex flex-wrap gap-2">
          <a href={`tel:+91${order.shippingAddress.phone}`} className="font-semibold text-maroon-700 underline">
            Call +91 {order.shippingAddress.phone}
          </a>
          <button type="button" className={buttonClass} disabled={decide.isPending} onClick={() => run('confirm')}>
            Confirm order
          </button>
          <button type="button" className={buttonClass} disabled={decide.isPending} onClick={() => run('cancel')}>
            Cancel and restock
          </button>
        </div>
      ) : null}
    </div>
  );
}
