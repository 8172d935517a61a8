import { SHOP_NAME } from '@shop/shared/constants';
import type { CheckoutResponse } from '@shop/shared/contracts/checkout';
import { formatINR } from '@shop/shared/money';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { sandboxPay } from '../api/start-checkout';
import type { PaymentOutcome } from '../razorpay';

type SandboxPaymentSheetProps = {
  /** The server's checkout answer; the sheet is open while it is set. */
  order: CheckoutResponse['data'] | null;
  onOutcome: (outcome: PaymentOutcome) => void;
};

/**
 * The test-mode stand-in for Razorpay's window: the server signs a success or reports a failure
 * exactly as Razorpay would, so the rest of checkout runs the real verification path.
 */
export function SandboxPaymentSheet({ order, onOutcome }: SandboxPaymentSheetProps) {
  const t = useT();
  const [method, setMethod] = useState<'card' | 'upi'>('upi');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(outcome: 'success' | 'failure') {
    if (!order?.razorpayOrder) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await sandboxPay({ razorpay_order_id: order.razorpayOrder.id, outcome, method });
      if (answer.outcome === 'success') {
        onOutcome({
          status: 'paid',
          response: {
            razorpay_order_id: answer.razorpay_order_id,
            razorpay_payment_id: answer.razorpay_payment_id,
            razorpay_signature: answer.razorpay_signature,
          },
        });
      } else {
        onOutcome({ status: 'failed', message: answer.error.description });
      }
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('checkout.sandboxDown'));
    } finally {
      setBusy(false);
    }
  }

  const amount = order?.razorpayOrder ? formatINR(order.razorpayOrder.amount) : '';
  const optionClass = (active: boolean) =>
    `flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-3 font-semibold ${
      active ? 'border-blue-700 bg-blue-50 text-blue-900' : 'border-slate-300 text-slate-700'
    }`;

  return (
    <Dialog.Root
      open={order !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onOutcome({ status: 'cancelled' });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-xl bg-white font-sans shadow-2xl"
          onInteractOutside={(event) => event.preventDefault()}
        >
          <header className="bg-blue-900 px-5 py-4 text-white">
            <Dialog.Title className="text-lg font-bold">{SHOP_NAME}</Dialog.Title>
            <p className="text-sm opacity-80">{t('checkout.sandboxOrder', { id: order?.orderId })}</p>
            <p className="mt-2 text-2xl font-bold" data-testid="sandbox-amount">
              {amount}
            </p>
          </header>
          <div className="flex flex-col gap-4 p-5">
            <Dialog.Description className="text-xs text-slate-600">
              {t('checkout.demoShopNotice')} {t('checkout.sandboxHint')}
            </Dialog.Description>
            <fieldset className="flex gap-2">
              <legend className="mb-2 text-sm font-semibold text-slate-800">{t('checkout.sandboxWith')}</legend>
              <label className={optionClass(method === 'upi')}>
                <input
                  type="radio"
                  name="sandbox-method"
                  value="upi"
                  checked={method === 'upi'}
                  onChange={() => setMethod('upi')}
                  className="sr-only"
                />
                {'UPI'}
              </label>
              <label className={optionClass(method === 'card')}>
                <input
                  type="radio"
                  name="sandbox-method"
                  value="card"
                  checked={method === 'card'}
                  onChange={() => setMethod('card')}
                  className="sr-only"
                />
                {t('checkout.sandboxCard')}
              </label>
            </fieldset>
            {problem ? (
              <p role="alert" className="text-sm font-semibold text-red-800">
                {problem}
              </p>
            ) : null}
            <button
              type="button"
              disabled={busy}
              onClick={() => void submit('success')}
              className="rounded-lg bg-blue-700 px-4 py-3 font-bold text-white hover:bg-blue-800 disabled:opacity-60"
            >
              {busy ? t('checkout.sandboxProcessing') : t('checkout.payAmount', { amount })}
            </button>
            <div className="flex gap-2">
              <button
                type="button"
                disabled={busy}
                onClick={() => void submit('failure')}
                className="flex-1 rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
              >
                {t('checkout.sandboxFail')}
              </button>
              <Dialog.Close
                disabled={busy}
                className="flex-1 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
              >
                {t('checkout.sandboxCancel')}
              </Dialog.Close>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
