import { RETURN_REASON_MAX, RETURN_WINDOW_DAYS, type Order } from '@shop/shared/contracts/orders';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import {
  dialogCancelClass,
  dialogContentClass,
  dialogOverlayClass,
  dialogTitleClass,
} from '../../../components/ui/confirm-dialog';
import { useFormMessage } from '../../../lib/form-messages';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useReturnOrder } from '../api/return-order';

/** Return Order: the shopper says why; the shop reviews the request (and refunds once approved). */
export function ReturnOrderDialog({ order }: { order: Order }) {
  const t = useT();
  const say = useFormMessage();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { reason: useId(), counter: useId(), problem: useId() };
  const submitReturn = useReturnOrder(order._id);
  const blank = reason.trim() === '';

  const onOpenChange = (next: boolean) => {
    if (submitReturn.isPending) return;
    setOpen(next);
    if (!next) setProblem(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) {
      setProblem(t('orders.msgReturnReasonRequired'));
      return;
    }
    setProblem(null);
    submitReturn.mutate(
      { reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          toast.success(t('orders.msgReturnSubmitted'));
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="rounded-full border border-maroon-700 px-5 py-2 font-semibold text-maroon-700 hover:bg-cream-100">
        {t('orders.returnOpen')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={`${dialogContentClass} w-[min(32rem,calc(100vw-2rem))]`}>
          <Dialog.Title className={dialogTitleClass}>
            {t('orders.returnTitle', { number: order.orderNumber })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-700">
            {t('orders.returnBody', { days: RETURN_WINDOW_DAYS })}
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-2">
            <label htmlFor={ids.reason} className="font-semibold text-ink-900">
              {t('orders.returnReason')}
            </label>
            <textarea
              id={ids.reason}
              name="reason"
              rows={5}
              value={reason}
              maxLength={RETURN_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby={problem ? `${ids.counter} ${ids.problem}` : ids.counter}
              aria-invalid={problem ? true : undefined}
              required
              className="rounded-lg border border-ink-500 p-3 text-ink-900"
            />
            <p id={ids.counter} className="self-end text-sm text-ink-700">
              {reason.length}/{RETURN_REASON_MAX}
            </p>
            {problem ? (
              <p id={ids.problem} role="alert" className="text-sm font-semibold text-red-800">
                {say(problem)}
              </p>
            ) : null}
            <div className="mt-4 flex flex-wrap justify-end gap-3">
              <Dialog.Close type="button" disabled={submitReturn.isPending} className={dialogCancelClass}>
                {t('orders.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                disabled={blank || submitReturn.isPending}
                className="rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white hover:bg-maroon-800 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {submitReturn.isPending ? t('orders.returnSubmitting') : t('orders.returnSubmit')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
