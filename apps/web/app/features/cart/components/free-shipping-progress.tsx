import { formatRupees } from '@shop/shared/money';
import { useT } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';

/** How far the cart is from free standard delivery; both numbers come from the server. */
export function FreeShippingProgress({ threshold, remaining }: { threshold: number; remaining: number }) {
  const t = useT();
  const reached = remaining <= 0;
  const percent = reached ? 100 : Math.max(0, Math.min(100, ((threshold - remaining) / threshold) * 100));
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-ink-900">
        {reached ? (
          <strong className="text-green-700">{t('cart.freeUnlocked')}</strong>
        ) : (
          withSlot(t('cart.freeMore', { amount: SLOT }), <strong>{formatRupees(remaining)}</strong>)
        )}
      </p>
      <div
        className="h-2 overflow-hidden rounded-full bg-cream-200"
        role="progressbar"
        aria-label={t('cart.freeProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <div className="h-full rounded-full bg-green-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
