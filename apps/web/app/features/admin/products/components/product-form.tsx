import { PRODUCT_STATUSES, type AdminProduct, type AdminProductInput } from '@shop/shared/contracts/admin-products';
import { slugify } from '@shop/shared/slug';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import { ApiError } from '../../../../lib/api-client';
import {
  AdminCheckbox,
  AdminField,
  adminPrimaryButtonClass,
  adminSecondaryButtonClass,
} from '../../shared/admin-field';
import { TermCheckboxes, TermOptions } from '../../shared/choice-fields';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { useCatalogueOptions } from '../api/get-catalogue-options';
import { useDeleteProduct } from '../api/delete-product';
import { uploadProductImage } from '../api/product-images';
import { useSaveProduct } from '../api/save-product';
import { ImageDrop, imageProblem } from './image-drop';
import { ProductImagesEditor } from './product-images-editor';

type VariantDraft = { id?: string; size: string; sku: string; price: string; originalPrice: string; stock: string };

type Draft = Omit<
  AdminProductInput,
  'variants' | 'shortFeatures' | 'highlights' | 'features' | 'shippingDetails' | 'meta' | 'deity' | 'slug' | 'sku'
> & {
  slug: string;
  sku: string;
  deity: string;
  shortFeatures: string;
  highlights: string;
  features: string;
  weight: string;
  dimensions: string;
  handlingTime: string;
  shippingCharge: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  variants: VariantDraft[];
};

const EMPTY_VARIANT: VariantDraft = { size: '', sku: '', price: '', originalPrice: '', stock: '0' };

function draftOf(product?: AdminProduct): Draft {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    sku: product?.sku ?? '',
    description: product?.description ?? '',
    shortFeatures: product?.shortFeatures.join('\n') ?? '',
    highlights: product?.highlights.join('\n') ?? '',
    features: product?.features.join('\n') ?? '',
    category: product?.category ?? '',
    collections: product?.collections ?? [],
    subCategory: product?.subCategory ?? '',
    deity: product?.deity ?? '',
    material: product?.material ?? '',
    color: product?.color ?? '',
    countryOfOrigin: product?.countryOfOrigin ?? 'India',
    specifications: product?.specifications ?? {
      brand: '',
      color: '',
      occasion: '',
      dimensions: '',
      weight: '',
      careInstructions: '',
    },
    packageContent: product?.packageContent ?? { itemsIncluded: '', packagingType: '' },
    metaTitle: product?.meta.title ?? '',
    metaDescription: product?.meta.description ?? '',
    metaKeywords: product?.meta.keywords.join(', ') ?? '',
    isFeatured: product?.isFeatured ?? false,
    isBestseller: product?.isBestseller ?? false,
    isNewArrival: product?.isNewArrival ?? false,
    isDailyUse: product?.isDailyUse ?? false,
    weight: String(product?.shippingDetails.weight ?? 250),
    dimensions: product?.shippingDetails.dimensions ?? '',
    handlingTime: String(product?.shippingDetails.handlingTime ?? 2),
    shippingCharge: String(product?.shippingDetails.shippingCharge ?? 0),
    hsnCode: product?.hsnCode ?? '6209',
    status: product?.status ?? 'active',
    variants: product?.variants.map((v) => ({
      id: v.id,
      size: v.size,
      sku: v.sku,
      price: String(v.price),
      originalPrice: v.originalPrice === null ? '' : String(v.originalPrice),
      stock: String(v.stock),
    })) ?? [{ ...EMPTY_VARIANT }],
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
// An empty box becomes NaN, which the server refuses with the field's own message.
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function inputOf(draft: Draft): AdminProductInput {
  return {
    name: draft.name,
    slug: draft.slug,
    sku: draft.sku,
    description: draft.description,
    shortFeatures: lines(draft.shortFeatures),
    highlights: lines(draft.highlights),
    features: lines(draft.features),
    category: draft.category,
    collections: draft.collections,
    subCategory: draft.subCategory,
    deity: draft.deity || null,
    material: draft.material,
    color: draft.color,
    countryOfOrigin: draft.countryOfOrigin,
    specifications: draft.specifications,
    packageContent: draft.packageContent,
    meta: {
      title: draft.metaTitle,
      description: draft.metaDescription,
      keywords: draft.metaKeywords
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    },
    isFeatured: draft.isFeatured,
    isBestseller: draft.isBestseller,
    isNewArrival: draft.isNewArrival,
    isDailyUse: draft.isDailyUse,
    shippingDetails: {
      weight: num(draft.weight),
      dimensions: draft.dimensions,
      handlingTime: num(draft.handlingTime),
      shippingCharge: num(draft.shippingCharge),
    },
    hsnCode: draft.hsnCode,
    status: draft.status,
    variants: draft.variants.map((v) => ({
      id: v.id,
      size: v.size,
      sku: v.sku,
      price: num(v.price),
      originalPrice: v.originalPrice.trim() === '' ? null : num(v.originalPrice),
      stock: num(v.stock),
    })),
  };
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-cream-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-bold text-ink-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Create or edit a product with every field of the catalogue. The server validates and sanitises;
 * its field messages show beside the fields. A new product's pictures are queued here and uploaded
 * once it is saved.
 */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const navigate = useNavigate();
  const options = useCatalogueOptions();
  const save = useSaveProduct();
  const remove = useDeleteProduct();
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [queued, setQueued] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setVariant = (index: number, patch: Partial<VariantDraft>) =>
    setDraft((d) => ({ ...d, variants: d.variants.map((v, i) => (i === index ? { ...v, ...patch } : v)) }));
  const err = (key: string) => errors[key];

  const text = (label: string, key: keyof Draft, extra: { hint?: string; required?: boolean; full?: boolean } = {}) => (
    <AdminField label={label} error={err(key)} hint={extra.hint} className={extra.full ? 'sm:col-span-2' : ''}>
      {(props) => (
        <input
          {...props}
          value={draft[key] as string}
          required={extra.required}
          onChange={(e) => set(key, e.target.value as Draft[typeof key])}
        />
      )}
    </AdminField>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: product?.id, body: inputOf(draft) });
      if (!product && queued.length > 0) {
        setUploading(true);
        for (const file of queued) {
          try {
            await uploadProductImage(saved.id, file, saved.name);
          } catch (error) {
            toast.error(`${file.name}: ${(error as Error).message}`);
          }
        }
        setUploading(false);
      }
      toast.success(product ? 'Product saved' : 'Product created');
      if (product) setDraft(draftOf(saved));
      else navigate(`/admin/products/${saved.id}`, { replace: true });
    } catch (error) {
      setUploading(false);
      if (error instanceof ApiError) {
        setFormError(error.message);
        setErrors(error.fields ?? {});
      } else setFormError('Something went wrong');
    }
  };

  const busy = save.isPending || uploading;
  const categories = options.data?.categories ?? [];

  return (
    <div className="grid gap-6">
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-6"
        aria-label={product ? `Edit ${product.name}` : 'New product'}
      >
        {formError ? (
          <div role="alert" className="rounded-lg border border-red-800/30 bg-red-50 px-3 py-2 text-red-800">
            <p className="font-semibold">{formError}</p>
            {Object.keys(errors).length > 0 ? (
              <ul className="mt-1 list-disc pl-5 text-sm">
                {Object.entries(errors).map(([key, message]) => (
                  <li key={key}>
                    {key}: {message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}

        <Fieldset legend="Basics">
          {text('Name', 'name', { required: true, full: true })}
          {text('URL slug', 'slug', {
            hint: draft.slug ? `/products/${draft.slug}` : `Left empty: /products/${slugify(draft.name) || '…'}`,
          })}
          {text('SKU', 'sku', { hint: 'Left empty: made from the slug' })}
          <AdminField label="Status" error={err('status')}>
            {(props) => (
              <select
                {...props}
                value={draft.status}
                onChange={(e) => set('status', e.target.value as Draft['status'])}
              >
                {PRODUCT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s === 'active'
                      ? 'Active (shown to shoppers)'
                      : s === 'draft'
                        ? 'Draft (hidden)'
                        : 'Archived (hidden)'}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField
            label="Description"
            error={err('description')}
            hint="Simple HTML is kept: <p>, <strong>, <em>, lists, <h3>, <h4>, links. Anything else is removed."
            className="sm:col-span-2"
          >
            {(props) => (
              <textarea
                {...props}
                rows={6}
                value={draft.description}
                onChange={(e) => set('description', e.target.value)}
              />
            )}
          </AdminField>
          <AdminField label="Short features (one per line)" error={err('shortFeatures')}>
            {(props) => (
              <textarea
                {...props}
                rows={4}
                value={draft.shortFeatures}
                onChange={(e) => set('shortFeatures', e.target.value)}
              />
            )}
          </AdminField>
          <AdminField label="Highlights (one per line)" error={err('highlights')}>
            {(props) => (
              <textarea
                {...props}
                rows={4}
                value={draft.highlights}
                onChange={(e) => set('highlights', e.target.value)}
              />
            )}
          </AdminField>
          <AdminField label="Features (one per line)" error={err('features')} className="sm:col-span-2">
            {(props) => (
              <textarea {...props} rows={3} value={draft.features} onChange={(e) => set('features', e.target.value)} />
            )}
          </AdminField>
        </Fieldset>

        <Fieldset legend="Category and details">
          <AdminField label="Category" error={err('category')}>
            {(props) => (
              <select {...props} required value={draft.category} onChange={(e) => set('category', e.target.value)}>
                <option value="">Choose a category</option>
                <TermOptions terms={categories} />
              </select>
            )}
          </AdminField>
          <AdminField label="Deity" error={err('deity')}>
            {(props) => (
              <select {...props} value={draft.deity} onChange={(e) => set('deity', e.target.value)}>
                <option value="">None</option>
                <TermOptions terms={options.data?.deities} />
              </select>
            )}
          </AdminField>
          <TermCheckboxes
            legend="Collections"
            error={err('collections')}
            terms={options.data?.collections}
            selected={draft.collections}
            onChange={(next) => set('collections', next)}
            className="sm:col-span-2"
            gridClassName="sm:grid-cols-2 lg:grid-cols-3"
          />
          {text('Sub-category', 'subCategory')}
          {text('Material', 'material')}
          {text('Colour', 'color')}
          {text('Country of origin', 'countryOfOrigin')}
          {text('HSN code', 'hsnCode', { hint: '4 to 8 digits, printed on invoices' })}
        </Fieldset>

        <Fieldset legend="Specifications and package">
          {(['brand', 'color', 'occasion', 'dimensions', 'weight', 'careInstructions'] as const).map((key) => (
            <AdminField
              key={key}
              label={
                {
                  brand: 'Brand',
                  color: 'Colour (specification)',
                  occasion: 'Occasion',
                  dimensions: 'Dimensions',
                  weight: 'Weight',
                  careInstructions: 'Care instructions',
                }[key]
              }
              error={err(`specifications.${key}`)}
            >
              {(props) => (
                <input
                  {...props}
                  value={draft.specifications[key]}
                  onChange={(e) => set('specifications', { ...draft.specifications, [key]: e.target.value })}
                />
              )}
            </AdminField>
          ))}
          <AdminField label="Items included" error={err('packageContent.itemsIncluded')}>
            {(props) => (
              <input
                {...props}
                value={draft.packageContent.itemsIncluded}
                onChange={(e) => set('packageContent', { ...draft.packageContent, itemsIncluded: e.target.value })}
              />
            )}
          </AdminField>
          <AdminField label="Packaging type" error={err('packageContent.packagingType')}>
            {(props) => (
              <input
                {...props}
                value={draft.packageContent.packagingType}
                onChange={(e) => set('packageContent', { ...draft.packageContent, packagingType: e.target.value })}
              />
            )}
          </AdminField>
        </Fieldset>

        <fieldset className="grid gap-3 rounded-lg border border-cream-200 p-4">
          <legend className="px-1 text-lg font-bold text-ink-900">Sizes, prices and stock</legend>
          {err('variants') ? <p className="text-sm font-semibold text-red-800">{err('variants')}</p> : null}
          {draft.variants.map((variant, index) => (
            <div
              key={variant.id ?? `new-${index}`}
              className="grid gap-3 rounded-lg bg-cream-50 p-3 sm:grid-cols-3 lg:grid-cols-6"
            >
              <AdminField label={`Size ${index + 1}`} error={err(`variants.${index}.size`)}>
                {(props) => (
                  <input
                    {...props}
                    value={variant.size}
                    onChange={(e) => setVariant(index, { size: e.target.value })}
                  />
                )}
              </AdminField>
              <AdminField label="Price (₹)" error={err(`variants.${index}.price`)}>
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
                error={err(`variants.${index}.originalPrice`)}
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
                error={err(`variants.${index}.stock`)}
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
              <AdminField label="Size SKU" hint="Empty: made from the SKU" error={err(`variants.${index}.sku`)}>
                {(props) => (
                  <input {...props} value={variant.sku} onChange={(e) => setVariant(index, { sku: e.target.value })} />
                )}
              </AdminField>
              <div className="flex items-end">
                <button
                  type="button"
                  className={adminSecondaryButtonClass}
                  disabled={draft.variants.length === 1}
                  onClick={() =>
                    set(
                      'variants',
                      draft.variants.filter((_, i) => i !== index),
                    )
                  }
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
              onClick={() => set('variants', [...draft.variants, { ...EMPTY_VARIANT }])}
            >
              Add a size
            </button>
          </div>
        </fieldset>

        <Fieldset legend="Flags">
          <AdminCheckbox
            label="Featured"
            checked={draft.isFeatured}
            onChange={(e) => set('isFeatured', e.target.checked)}
          />
          <AdminCheckbox
            label="Bestseller"
            checked={draft.isBestseller}
            onChange={(e) => set('isBestseller', e.target.checked)}
          />
          <AdminCheckbox
            label="New arrival"
            checked={draft.isNewArrival}
            onChange={(e) => set('isNewArrival', e.target.checked)}
          />
          <AdminCheckbox
            label="Daily use"
            checked={draft.isDailyUse}
            onChange={(e) => set('isDailyUse', e.target.checked)}
          />
        </Fieldset>

        <Fieldset legend="Shipping">
          <AdminField label="Weight (grams)" error={err('shippingDetails.weight')}>
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                value={draft.weight}
                onChange={(e) => set('weight', e.target.value)}
              />
            )}
          </AdminField>
          <AdminField label="Package dimensions" error={err('shippingDetails.dimensions')}>
            {(props) => (
              <input {...props} value={draft.dimensions} onChange={(e) => set('dimensions', e.target.value)} />
            )}
          </AdminField>
          <AdminField label="Handling time (days)" error={err('shippingDetails.handlingTime')}>
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                value={draft.handlingTime}
                onChange={(e) => set('handlingTime', e.target.value)}
              />
            )}
          </AdminField>
          <AdminField label="Shipping charge (₹)" error={err('shippingDetails.shippingCharge')}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={draft.shippingCharge}
                onChange={(e) => set('shippingCharge', e.target.value)}
              />
            )}
          </AdminField>
        </Fieldset>

        <Fieldset legend="Search engines">
          {text('Meta title', 'metaTitle', { full: true })}
          {text('Meta description', 'metaDescription', { full: true })}
          {text('Meta keywords (comma separated)', 'metaKeywords', { full: true })}
        </Fieldset>

        {!product ? (
          <section aria-labelledby="new-pictures-heading" className="grid gap-3">
            <h2 id="new-pictures-heading" className="text-lg font-bold text-ink-900">
              Pictures
            </h2>
            <ImageDrop
              onFiles={(files) => {
                const good = files.filter((file) => {
                  const problem = imageProblem(file);
                  if (problem) toast.error(problem);
                  return !problem;
                });
                setQueued((q) => [...q, ...good]);
              }}
            />
            {queued.length > 0 ? (
              <ul className="grid gap-2" aria-label="Pictures to upload">
                {queued.map((file, index) => (
                  <li
                    key={`${file.name}-${index}`}
                    className="flex items-center justify-between gap-2 rounded bg-cream-50 px-3 py-2"
                  >
                    <span>{file.name}</span>
                    <button
                      type="button"
                      className="text-sm font-semibold text-maroon-700 underline"
                      onClick={() => setQueued((q) => q.filter((_, i) => i !== index))}
                    >
                      Remove<span className="sr-only"> {file.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="text-sm text-ink-700">
              Pictures are uploaded when the product is created; you can reorder them after.
            </p>
          </section>
        ) : null}

        <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-cream-200 bg-white py-3">
          <button type="submit" className={adminPrimaryButtonClass} disabled={busy}>
            {busy ? 'Saving…' : product ? 'Save changes' : 'Create product'}
          </button>
          {product ? (
            <a
              href={`/products/${product.slug}`}
              className={adminSecondaryButtonClass}
              target="_blank"
              rel="noreferrer"
            >
              View on the shop
            </a>
          ) : null}
        </div>
      </form>

      {product ? <ProductImagesEditor product={product} /> : null}

      {product ? (
        <section aria-labelledby="danger-heading" className="rounded-lg border border-red-800/30 p-4">
          <h2 id="danger-heading" className="text-lg font-bold text-ink-900">
            {product.hasOrders ? 'Archive' : 'Delete'}
          </h2>
          <p className="mb-3 text-ink-700">
            {product.hasOrders
              ? 'This product has orders, so it can be archived (hidden from shoppers) but not deleted.'
              : 'No order includes this product, so it can be deleted for good.'}
          </p>
          <ConfirmDialog
            triggerLabel={product.hasOrders ? 'Archive product' : 'Delete product'}
            title={product.hasOrders ? 'Archive this product?' : 'Delete this product?'}
            description={
              product.hasOrders
                ? 'Shoppers will no longer see it. Its orders keep it.'
                : 'It is removed with its sizes and pictures. This cannot be undone.'
            }
            confirmLabel={product.hasOrders ? 'Archive' : 'Delete'}
            destructive
            disabled={remove.isPending}
            onConfirm={() =>
              remove.mutate(product.id, {
                onSuccess: (result) => {
                  toast.success(result.message);
                  navigate('/admin/products');
                },
                onError: (error) => toast.error(error.message),
              })
            }
          />
        </section>
      ) : null}
    </div>
  );
}
