import { useT } from '../../../lib/i18n';

type QuantityStepperProps = {
  quantity: number;
  max: number;
  /** What the buttons change, read out by screen readers ('Radha Rani dress, size 4'). */
  itemLabel: string;
  busy?: boolean;
  onChange: (quantity: number) => void;
};

const buttonClass =
  'flex h-9 w-9 items-center justify-center text-lg font-bold text-ink-900 hover:bg-cream-100 disabled:cursor-not-allowed disabled:text-ink-500 disabled:hover:bg-transparent';

/** Minus is off at 1 (removing is its own button) and plus is off at the size's stock. */
export function QuantityStepper({ quantity, max, itemLabel, busy = false, onChange }: QuantityStepperProps) {
  const t = useT();
  return (
    <div className="inline-flex items-center rounded-full border border-ink-500 bg-white" aria-busy={busy}>
      <button
        type="button"
        className={`${buttonClass} rounded-l-full`}
        aria-label={t('cartLines.cartLineDecrease', { label: itemLabel })}
        disabled={busy || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <span
        className="min-w-8 text-center font-semibold"
        aria-live="polite"
        aria-label={t('cartLines.cartLineQuantity', { count: quantity })}
      >
        {quantity}
      </span>
      <button
        type="button"
        className={`${buttonClass} rounded-r-full`}
        aria-label={t('cartLines.cartLineIncrease', { label: itemLabel })}
        disabled={busy || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
