import { HINDI_SPECIFICATION_KEYS } from '@shop/shared/contracts/admin-products';
import { AdminField } from '../../shared/admin-field';
import { HindiFieldset } from '../../shared/admin-fieldset';
import type { HindiDraft } from '../product-draft';

const SPECIFICATION_LABELS: Record<(typeof HINDI_SPECIFICATION_KEYS)[number], string> = {
  color: 'Colour (specification)',
  occasion: 'Occasion',
  dimensions: 'Dimensions',
  weight: 'Weight',
  careInstructions: 'Care instructions',
};

const TEXT_FIELDS: { key: 'material' | 'subCategory' | 'countryOfOrigin'; label: string }[] = [
  { key: 'material', label: 'Hindi material' },
  { key: 'subCategory', label: 'Hindi sub-category' },
  { key: 'countryOfOrigin', label: 'Hindi country of origin' },
];

const PACKAGE_FIELDS: { key: 'itemsIncluded' | 'packagingType'; label: string }[] = [
  { key: 'itemsIncluded', label: 'Hindi items included' },
  { key: 'packagingType', label: 'Hindi packaging type' },
];

/** The product's Hindi boxes. The brand is a name and has no Hindi box. */
export function ProductHindiFieldset({
  hi,
  errors,
  onChange,
}: {
  hi: HindiDraft;
  errors: Record<string, string>;
  onChange: (hi: HindiDraft) => void;
}) {
  const set = <K extends keyof HindiDraft>(key: K, value: HindiDraft[K]) => onChange({ ...hi, [key]: value });
  return (
    <HindiFieldset>
      <AdminField label="Hindi name" error={errors['hi.name']} className="sm:col-span-2">
        {(props) => <input {...props} lang="hi" value={hi.name} onChange={(e) => set('name', e.target.value)} />}
      </AdminField>
      <AdminField
        label="Hindi description"
        error={errors['hi.description']}
        hint="The same simple HTML as the English description."
        className="sm:col-span-2"
      >
        {(props) => (
          <textarea
            {...props}
            lang="hi"
            rows={5}
            value={hi.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </AdminField>
      <AdminField label="Hindi short features (one per line)" error={errors['hi.shortFeatures']}>
        {(props) => (
          <textarea
            {...props}
            lang="hi"
            rows={4}
            value={hi.shortFeatures}
            onChange={(e) => set('shortFeatures', e.target.value)}
          />
        )}
      </AdminField>
      <AdminField label="Hindi highlights (one per line)" error={errors['hi.highlights']}>
        {(props) => (
          <textarea
            {...props}
            lang="hi"
            rows={4}
            value={hi.highlights}
            onChange={(e) => set('highlights', e.target.value)}
          />
        )}
      </AdminField>
      <AdminField label="Hindi features (one per line)" error={errors['hi.features']}>
        {(props) => (
          <textarea
            {...props}
            lang="hi"
            rows={4}
            value={hi.features}
            onChange={(e) => set('features', e.target.value)}
          />
        )}
      </AdminField>
      {TEXT_FIELDS.map(({ key, label }) => (
        <AdminField key={key} label={label} error={errors[`hi.${key}`]}>
          {(props) => <input {...props} lang="hi" value={hi[key]} onChange={(e) => set(key, e.target.value)} />}
        </AdminField>
      ))}
      {PACKAGE_FIELDS.map(({ key, label }) => (
        <AdminField key={key} label={label} error={errors[`hi.packageContent.${key}`]}>
          {(props) => (
            <input
              {...props}
              lang="hi"
              value={hi.packageContent[key]}
              onChange={(e) => set('packageContent', { ...hi.packageContent, [key]: e.target.value })}
            />
          )}
        </AdminField>
      ))}
      {HINDI_SPECIFICATION_KEYS.map((key) => (
        <AdminField
          key={key}
          label={`Hindi ${SPECIFICATION_LABELS[key].toLowerCase()}`}
          error={errors[`hi.specifications.${key}`]}
        >
          {(props) => (
            <input
              {...props}
              lang="hi"
              value={hi.specifications[key]}
              onChange={(e) => set('specifications', { ...hi.specifications, [key]: e.target.value })}
            />
          )}
        </AdminField>
      ))}
    </HindiFieldset>
  );
}
