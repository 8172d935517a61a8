import { PRODUCT_STATUSES, type AdminProduct } from '@shop/shared/contracts/admin-products';
import { slugify } from '@shop/shared/slug';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import {
  AdminCheckbox,
  AdminField,
  adminPrimaryButtonClass,
  adminSecondaryButtonClass,
} from '../../shared/admin-field';
import { TermCheckboxes, TermOptions } from '../../shared/choice-fields';
import { serverProblem } from '../../shared/form-errors';
import { FormProblem, useFocusOnProblem } from '../../shared/form-problem';
import { useCatalogueOptions } from '../api/get-catalogue-options';
import { uploadProductImage } from '../api/product-images';
import { useSaveProduct } from '../api/save-product';
import { productDraftOf, productInputOf, type ProductDraft } from '../product-draft';
import { DeleteProductSection } from './delete-product-section';
import { Fieldset } from '../../shared/admin-fieldset';
import { ProductHindiFieldset } from './product-hindi-fieldset';
import { NewProductPictures } from './new-product-pictures';
import { ProductImagesEditor } from './product-images-editor';
import { ProductVariantsFieldset } from './product-variants-fieldset';

/**
 * Create or edit a product with every field of the catalogue. The server validates and sanitises;
 * its field messages show beside the fields. A new product's pictures are queued here and uploaded
 * once it is saved.
 */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const navigate = useNavigate();
  const options = useCatalogueOptions();
  const save = useSaveProduct();
  const [draft, setDraft] = useState<ProductDraft>(() => productDraftOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useFocusOnProblem<HTMLFormElement>(formError);
  const [queued, setQueued] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const err = (key: string) => errors[key];

  const text = (
    label: string,
    key: keyof ProductDraft,
    /** `field`: the request's name for the box when it is not the draft's (the server names `meta.title`). */
    extra: { hint?: string; required?: boolean; full?: boolean; field?: string } = {},
  ) => (
    <AdminField
      label={label}
      error={err(extra.field ?? key)}
      hint={extra.hint}
      className={extra.full ? 'sm:col-span-2' : ''}
    >
      {(props) => (
        <input
          {...props}
          value={draft[key] as string}
          required={extra.required}
          onChange={(e) => set(key, e.target.value as ProductDraft[typeof key])}
        />
      )}
    </AdminField>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: product?.id, body: productInputOf(draft) });
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
      if (product) setDraft(productDraftOf(saved));
      else navigate(`/admin/products/${saved.id}`, { replace: true });
    } catch (error) {
      setUploading(false);
      const { message, fields } = serverProblem(error);
      setFormError(message);
      setErrors(fields);
    }
  };

  const busy = save.isPending || uploading;
  const categories = options.data?.categories ?? [];

  return (
    <div className="grid gap-6">
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="grid gap-6"
        aria-label={product ? `Edit ${product.name}` : 'New product'}
      >
        <FormProblem message={formError} fields={errors} />

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
                onChange={(e) => set('status', e.target.value as ProductDraft['status'])}
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

        <ProductHindiFieldset hi={draft.hi} errors={errors} onChange={(hi) => set('hi', hi)} />

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

        <ProductVariantsFieldset
          variants={draft.variants}
          errors={errors}
          onChange={(update) => setDraft((d) => ({ ...d, variants: update(d.variants) }))}
        />

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
          {text('Meta title', 'metaTitle', { full: true, field: 'meta.title' })}
          {text('Meta description', 'metaDescription', { full: true, field: 'meta.description' })}
          {text('Meta keywords (comma separated)', 'metaKeywords', { full: true })}
        </Fieldset>

        {!product ? <NewProductPictures queued={queued} onQueuedChange={setQueued} /> : null}

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

      {product ? <DeleteProductSection product={product} /> : null}
    </div>
  );
}
