import { Link } from 'react-router';
import { AdminField, adminSecondaryButtonClass } from '../../shared/admin-field';
import { EMPTY_VARIANT, type VariantDraft } from '../product-draft';

/**
 * The product form's sizes: size, price, original price, stock and SKU of each, added and removed
 * here. An existing size's stock is read-only: it changes on the Stock page, with a reason.
 */
export function ProductVariantsFieldset({
  variants,
  errors,
  onChange,
}: {
  variants: VariantDraft[];
  /** The server's messages, keyed like `variants.0.price`. */
  errors: Record<string, string>;
  onChange: (update: (variants: VariantDraft[]) => VariantDraft[]) => void;
}) {
  const setVariant = (index: number, patch: Partial<VariantDraft>) =>
    onChange((current) => current.map((v, i) => (i === index ? { ...v, ...patch } : v)));

  return (
    <fieldset className="grid gap-3 rounded-lg border border-cream-200 p-4">
      <legend className="px-1 text-lg font-bold text-ink-900">Sizes, prices and stock</legend>
      {errors.variants ? <p className="text-sm font-semibold text-red-800">{errors.variants}</p> : null}
      {variants.map((variant, index) => (
        <div
          key={variant.id ?? `new-${index}`}
          className="grid gap-3 rounded-lg bg-cream-50 p-3 sm:grid-cols-3 lg:grid-cols-6"
        >
          <AdminField label={`Size ${index + 1}`} error={errors[`variants.${index}.size`]}>
            {(props) => (
              <input {...props} value={variant.size} onChange={(e) => setVariant(index, { size: e.target.value })} />
            )}
          </AdminField>
          <AdminField label="Price (₹)" error={errors[`variants.${index}.price`]}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={variant.price}
                onChange={(e) => setVariant(index, { price: e.target.value })}
              />
            )}
          </AdminField>
          <AdminField
            label="Original price (₹)"
            hint="Empty: no discount"
            error={errors[`variants.${index}.originalPrice`]}
          >
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={variant.originalPrice}
                onChange={(e) => setVariant(index, { originalPrice: e.target.value })}
              />
            )}
          </AdminField>
          <AdminField
            label="Stock"
            error={errors[`variants.${index}.stock`]}
            hint={
              variant.id ? (
                <>
                  Change it on the{' '}
                  <Link to={`/admin/stock?q=${encodeURIComponent(variant.sku)}`} className="underline">
                    Stock page
                  </Link>
                  , with a reason
                </>
              ) : undefined
            }
          >
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                readOnly={Boolean(variant.id)}
                className={`${props.className} read-only:bg-cream-100`}
                value={variant.stock}
                onChange={(e) => setVariant(index, { stock: e.target.value })}
              />
            )}
          </AdminField>
          <AdminField label="Size SKU" hint="Empty: made from the SKU" error={errors[`variants.${index}.sku`]}>
            {(props) => (
              <input {...props} value={variant.sku} onChange={(e) => setVariant(index, { sku: e.target.value })} />
            )}
          </AdminField>
          <div className="flex items-end">
            <button
              type="button"
              className={adminSecondaryButtonClass}
              disabled={variants.length === 1}
              onClick={() => onChange((current) => current.filter((_, i) => i !== index))}
            >
              Remove<span className="sr-only"> size {index + 1}</span>
            </button>
          </div>
        </div>
      ))}
      <div>
        <button
          type="button"
          className={adminSecondaryButtonClass}
          onClick={() => onChange((current) => [...current, { ...EMPTY_VARIANT }])}
        >
          Add a size
        </button>
      </div>
    </fieldset>
  );
}
