import type { Order } from '@shop/shared/contracts/orders';
import { formatRupees } from '@shop/shared/money';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCancelOrder } from '../api/cancel-order';

const CANCELLED_TOAST_MS = 5000;

/** Cancel Order asks first; the server decides whether the order can still be cancelled. */
export function CancelOrderDialog({ order }: { order: Order }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(order._id);
  const paidOnline = order.payment.method === 'online' && order.payment.status === 'paid';

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('orders.msgCancelled'), { duration: CANCELLED_TOAST_MS });
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialog.Trigger className="rounded-full border border-red-800 px-5 py-2 font-semibold text-red-800 hover:bg-red-50">
        {t('orders.cancelOpen')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-xl font-bold text-maroon-800">
            {t('orders.cancelTitle', { number: order.orderNumber })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-700">
            {paidOnline
              ? t('orders.cancelRefund', { amount: formatRupees(order.totalAmount) })
              : t('orders.cancelNothing')}{' '}
            {t('orders.cancelFinal')}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel
              disabled={cancel.isPending}
              className="rounded-full border border-ink-500 px-5 py-2 font-semibold text-ink-900 hover:bg-cream-100"
            >
              {t('orders.cancelKeep')}
            </AlertDialog.Cancel>
            <button
              type="button"
              onClick={confirm}
              disabled={cancel.isPending}
              className="rounded-full bg-red-800 px-5 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-70"
            >
              {cancel.isPending ? t('orders.cancelCancelling') : t('orders.cancelYes')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
