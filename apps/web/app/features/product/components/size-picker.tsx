import type { Variant } from '@shop/shared/contracts/catalogue';
import { useId } from 'react';
import { SizeGuide } from './size-guide';
import { useT } from '../../../lib/i18n';

type SizePickerProps = {
  variants: readonly Variant[];
  selected: string | null;
  onSelect: (size: string) => void;
};

/** Every size's box, written once on the group rather than on each size's label. */
const SIZE_BOX =
  '[&_label]:flex [&_label]:h-11 [&_label]:min-w-11 [&_label]:cursor-pointer [&_label]:items-center [&_label]:justify-center [&_label]:rounded-lg [&_label]:border-2 [&_label]:px-3 [&_label]:font-semibold';

const SIZE_STATES =
  '[&_input:focus-visible+label]:outline-3 [&_input:focus-visible+label]:outline-offset-2 [&_input:focus-visible+label]:outline-saffron-600 [&_input:checked+label]:border-maroon-700 [&_input:checked+label]:bg-maroon-700 [&_input:checked+label]:text-white [&_input:disabled+label]:cursor-not-allowed [&_input:disabled+label]:border-cream-200 [&_input:disabled+label]:bg-cream-100 [&_input:disabled+label]:text-ink-500 [&_input:disabled+label]:line-through';

/** Sizes as radio buttons (arrow keys move between them); a sold-out size cannot be chosen. */
export function SizePicker({ variants, selected, onSelect }: SizePickerProps) {
  const id = useId();
  const t = useT();
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-4">
        <p id={`${id}-label`} className="font-semibold text-ink-900">
          {t('product.size')}
          {selected !== null ? <span className="font-normal text-ink-700">: {selected}</span> : null}
        </p>
        <SizeGuide />
      </div>
      {/* The box and the chosen, focused and sold-out looks are written once here, not on every size's label. */}
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        className={`flex flex-wrap gap-2 ${SIZE_BOX} ${SIZE_STATES}`}
      >
        {variants.map((variant) => {
          const soldOut = variant.stock <= 0;
          const inputId = `${id}-${variant.size}`;
          return (
            <div key={variant._id}>
              <input
                id={inputId}
                type="radio"
                name={`${id}-size`}
                value={variant.size}
                checked={selected === variant.size}
                disabled={soldOut}
                onChange={() => onSelect(variant.size)}
                className="sr-only"
              />
              <label
                htmlFor={inputId}
                className={soldOut ? undefined : 'border-ink-500 bg-white text-ink-900 hover:border-maroon-700'}
              >
                {variant.size}
                {soldOut ? <span className="sr-only"> {t('product.sizeOutOfStock')}</span> : null}
              </label>
            </div>
          );
        })}
      </div>
    </div>
  );
}
