import { formatRupees } from '@shop/shared/money';

/** How far the cart is from free standard delivery; both numbers come from the server. */
export function FreeShippingProgress({ threshold, remaining }: { threshold: number; remaining: number }) {
  const reached = remaining <= 0;
  const percent = reached ? 100 : Math.max(0, Math.min(100, ((threshold - remaining) / threshold) * 100));
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-ink-900">
        {reached ? (
          <strong className="text-green-700">You&apos;ve unlocked free shipping!</strong>
        ) : (
          <>
            Add <strong>{formatRupees(remaining)}</strong> more for free shipping
          </>
        )}
      </p>
      <div
        className="h-2 overflow-hidden rounded-full bg-cream-200"
        role="progressbar"
        aria-label="Progress to free shipping"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <div className="h-full rounded-full bg-green-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
