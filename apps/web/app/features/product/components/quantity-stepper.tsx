import { useId } from 'react';
import { useT } from '../../../lib/i18n';

type QuantityStepperProps = {
  quantity: number;
  max: number;
  onChange: (next: number) => void;
};

/**
 * Minus and plus around the quantity. At either limit the button is marked disabled but can
 * still be pressed, so the shopper hears why the number does not change.
 */
export function QuantityStepper({ quantity, max, onChange }: QuantityStepperProps) {
  const id = useId();
  const t = useT();
  const atMin = quantity <= 1;
  const atMax = quantity >= max;
  const buttonClass =
    'flex h-11 w-11 items-center justify-center text-xl font-bold text-ink-900 hover:bg-cream-100 aria-disabled:cursor-not-allowed aria-disabled:text-ink-500 aria-disabled:hover:bg-transparent';
  return (
    <div className="flex items-center gap-3">
      <span id={`${id}-label`} className="font-semibold text-ink-900">
        {t('product.quantity')}
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        className="flex items-center rounded-lg border border-ink-500 bg-white"
      >
        <button type="button" aria-disabled={atMin} onClick={() => onChange(quantity - 1)} className={buttonClass}>
          <span aria-hidden="true">−</span>
          <span className="sr-only">{t('product.decrease')}</span>
        </button>
        <output aria-live="polite" aria-label={t('product.quantity')} className="w-10 text-center font-semibold">
          {quantity}
        </output>
        <button type="button" aria-disabled={atMax} onClick={() => onChange(quantity + 1)} className={buttonClass}>
          <span aria-hidden="true">+</span>
          <span className="sr-only">{t('product.increase')}</span>
        </button>
      </div>
    </div>
  );
}
