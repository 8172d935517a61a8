import { HINDI_SPECIFICATION_KEYS } from '@shop/shared/contracts/admin-products';
import { AdminField } from '../../shared/admin-field';
import type { HindiDraft } from '../product-draft';
import { Fieldset } from './product-fieldset';

const SPECIFICATION_LABELS: Record<(typeof HINDI_SPECIFICATION_KEYS)[number], string> = {
  color: 'Colour (specification)',
  occasion: 'Occasion',
  dimensions: 'Dimensions',
  weight: 'Weight',
  careInstructions: 'Care instructions',
};

/**
 * The product's Hindi, for the shop's Hindi pages. Labels stay English like the rest of the back
 * office; the boxes are marked Hindi so the keyboard and spell checker offer it. An empty box shows
 * shoppers the English. The brand is a name and has no Hindi box.
 */
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
    <Fieldset
      legend={
        <>
          <span lang="hi">हिंदी</span> (Hindi)
        </>
      }
    >
      <p className="text-sm text-ink-700 sm:col-span-2">
        Shown on the Hindi pages. A box left empty shows the English there.
      </p>
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
    </Fieldset>
  );
}
