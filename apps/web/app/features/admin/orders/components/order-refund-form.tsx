import { ADMIN_ORDER_MESSAGES, adminRefundRequestSchema, type AdminOrder } from '@shop/shared/contracts/admin-orders';
import { useId, useState } from 'react';
import { formatRupees } from '@shop/shared/money';
import { toast } from '../../../../lib/toast';
import {
  adminPrimaryButtonClass as primaryButtonClass,
  adminSecondaryButtonClass as secondaryButtonClass,
} from '../../shared/admin-field';
import { serverProblem, zodFieldErrors, type FieldErrors } from '../../shared/form-errors';
import { useRefundOrder } from '../api/refund-order';
import { ActionDialog, Field } from '../../shared/action-dialog';

/** Full or partial refund through the payment gateway, at most what is still refundable. */
export function OrderRefundForm({ order }: { order: AdminOrder }) {
  const id = useId();
  const refund = useRefundOrder(order._id);
  const [pending, setPending] = useState<{ amount: number; reason: string; requestId?: string } | null>(null);
  const [amount, setAmount] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  if (order.refundableAmount <= 0) {
    return (
      <p className="text-ink-700">
        {order.paidAmount === 0 ? 'Nothing has been paid for this order yet.' : 'Everything paid has been refunded.'}
      </p>
    );
  }

  const review = (form: FormData) => {
    const body = { amount: String(form.get('amount') ?? '').trim(), reason: String(form.get('reason') ?? '') };
    const parsed = adminRefundRequestSchema.safeParse({
      ...body,
      amount: body.amount === '' ? undefined : body.amount,
    });
    if (!parsed.success) {
      setFields(zodFieldErrors(parsed.error));
      return;
    }
    if (parsed.data.amount > order.refundableAmount) {
      setFields({ amount: `At most ${formatRupees(order.refundableAmount)} can be refunded` });
      return;
    }
    setFields({});
    setProblem(null);
    // One id per refund reviewed: pressing Refund again, or retrying after a lost answer, cannot
    // pay out twice (crypto.randomUUID needs https or localhost; without it the server numbers refunds).
    setPending({
      amount: parsed.data.amount,
      reason: parsed.data.reason,
      requestId: globalThis.crypto?.randomUUID?.(),
    });
  };

  const confirm = () => {
    if (!pending) return;
    refund.mutate(pending, {
      onSuccess: (response) => {
        toast.success(response.message ?? ADMIN_ORDER_MESSAGES.refundIssued);
        setPending(null);
        setAmount('');
      },
      onError: (error) => setProblem(serverProblem(error).message),
    });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        review(new FormData(event.currentTarget));
      }}
    >
      <p className="text-ink-700">
        Paid {formatRupees(order.paidAmount)}, refunded {formatRupees(order.refundedAmount)}:{' '}
        <strong className="text-ink-900">{formatRupees(order.refundableAmount)} can be refunded.</strong>
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-amount`} className="text-sm font-semibold">
          Amount in rupees <span aria-hidden="true">*</span>
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
            aria-invalid={fields.amount ? true : undefined}
            aria-describedby={fields.amount ? `${id}-amount-error` : undefined}
            className="w-40 rounded-lg border border-ink-500 bg-white px-3 py-2"
          />
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setAmount(String(order.refundableAmount))}
          >
            Full refundable amount
          </button>
        </div>
        {fields.amount ? (
          <p id={`${id}-amount-error`} className="text-sm font-semibold text-maroon-700">
            {fields.amount}
          </p>
        ) : null}
      </div>
      <Field id={`${id}-reason`} label="Reason" name="reason" required multiline error={fields.reason} />
      <div>
        <button type="submit" className={primaryButtonClass}>
          Refund
        </button>
      </div>
      {pending ? (
        <ActionDialog
          open
          onOpenChange={(next) => (next ? null : setPending(null))}
          title={`Refund ${formatRupees(pending.amount)}?`}
          description={
            order.payment.method === 'online'
              ? 'The money goes back to the customer through the payment gateway. This cannot be undone.'
              : 'The refund is recorded against this cash-on-delivery order. This cannot be undone.'
          }
          confirmLabel="Refund"
          busyLabel="Refunding..."
          busy={refund.isPending}
          error={problem}
          onConfirm={confirm}
        />
      ) : null}
    </form>
  );
}
