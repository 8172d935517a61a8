import type { Variant } from '@shop/shared/contracts/catalogue';
import { isIdolSize } from '@shop/shared/idol-rules';
import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n';
import { useMyIdols } from '../use-my-idols';

/**
 * The product page's word about the shopper's saved idols, loaded after the page has painted:
 * which of them the product comes in a size for, and plainly which it has no size for. The first
 * idol whose size is in stock is offered to the page as its size (`onFits`), once.
 */
export function IdolFit({ variants, onFits }: { variants: readonly Variant[]; onFits: (size: string) => void }) {
  const t = useT();
  const idols = useMyIdols();
  const offered = useRef(false);
  const fitting = idols?.find((idol) => variants.some((v) => v.size === idol.size && v.stock > 0));
  useEffect(() => {
    if (offered.current || !fitting) return;
    offered.current = true;
    onFits(fitting.size);
  }, [fitting, onFits]);
  // A product without idol sizes (a jhula, a free-size piece) fits every idol: nothing to say.
  if (!idols || idols.length === 0 || !variants.some((v) => isIdolSize(v.size))) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid="idol-fit">
      {idols.map((idol) => {
        const made = variants.some((v) => v.size === idol.size);
        return (
          <li key={idol._id} className={made ? 'text-leaf-600' : 'font-semibold text-red-800'}>
            {t(made ? 'idols.fitsProduct' : 'idols.noSizeFor', { name: idol.name, size: idol.size })}
          </li>
        );
      })}
    </ul>
  );
}
