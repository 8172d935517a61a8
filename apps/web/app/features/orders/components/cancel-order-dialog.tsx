import type { Order } from '@shop/shared/contracts/orders';
import { formatRupees } from '@shop/shared/money';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={t('orders.cancelOpen')}
      triggerClassName="rounded-full border border-red-800 px-5 py-2 font-semibold text-red-800 hover:bg-red-50"
      title={t('orders.cancelTitle', { number: order.orderNumber })}
      description={
        <>
          {paidOnline
            ? t('orders.cancelRefund', { amount: formatRupees(order.totalAmount) })
            : t('orders.cancelNothing')}{' '}
          {t('orders.cancelFinal')}
        </>
      }
      cancelLabel={t('orders.cancelKeep')}
      confirmLabel={t('orders.cancelYes')}
      busyLabel={t('orders.cancelCancelling')}
      busy={cancel.isPending}
      onConfirm={confirm}
      tone="danger"
    />
  );
}
