import type { Variant } from '@shop/shared/contracts/catalogue';
import { useId } from 'react';
import { SizeGuide } from './size-guide';
import { useT } from '../../../lib/i18n';

type SizePickerProps = {
  variants: readonly Variant[];
  selected: string | null;
  onSelect: (size: string) => void;
};

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
      {/* Every size's look, chosen, focused or sold out, is the `size-boxes` class (app.css). */}
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="size-boxes flex flex-wrap gap-2">
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
              <label htmlFor={inputId}>
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
