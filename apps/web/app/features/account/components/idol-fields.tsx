import { SIZE_CHART } from '@shop/shared/constants';
import { IDOL_DEITIES, IDOL_NAME_MAX } from '@shop/shared/idol-rules';
import { useId } from 'react';
import { useFormMessage } from '../../../lib/form-messages';
import { useT } from '../../../lib/i18n';
import { FormField } from './form-field';

/** What the form shows in its fields: a saved idol's, or what was typed before a refusal. */
export type IdolFieldValues = { name?: string; deity?: string; size?: string; heightIn?: string };

const selectClass = 'w-full rounded-lg border border-ink-500 bg-white px-3 py-2 text-ink-900';

/** Name, deity, and the size by number or the height in inches (the size guide turns it into the number). */
export function IdolFields({ values, errors = {} }: { values: IdolFieldValues; errors?: Record<string, string> }) {
  const t = useT();
  const say = useFormMessage();
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <FormField
        label={t('idols.name')}
        name="name"
        defaultValue={values.name ?? ''}
        placeholder={t('idols.namePlaceholder')}
        maxLength={IDOL_NAME_MAX}
        required
        error={errors.name}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-deity`} className="text-sm font-semibold text-ink-900">
          {t('idols.deity')}
        </label>
        <select id={`${id}-deity`} name="deity" defaultValue={values.deity ?? ''} required className={selectClass}>
          <option value="" disabled>
            {t('idols.chooseDeity')}
          </option>
          {IDOL_DEITIES.map((deity) => (
            <option key={deity} value={deity}>
              {t(`collectionNames.collection:${deity}`)}
            </option>
          ))}
        </select>
        {errors.deity ? <p className="text-sm font-semibold text-red-800">{say(errors.deity)}</p> : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-size`} className="text-sm font-semibold text-ink-900">
          {t('idols.size')}
        </label>
        <select id={`${id}-size`} name="size" defaultValue={values.size ?? ''} className={selectClass}>
          <option value="">{t('idols.chooseSize')}</option>
          {SIZE_CHART.map((row) => (
            <option key={row.size} value={row.size}>
              {t('idols.sizeOption', { size: row.size, height: row.idolHeightIn })}
            </option>
          ))}
        </select>
        {errors.size ? <p className="text-sm font-semibold text-red-800">{say(errors.size)}</p> : null}
      </div>
      <FormField
        label={t('idols.height')}
        name="heightIn"
        type="text"
        inputMode="decimal"
        defaultValue={values.heightIn ?? ''}
        hint={t('idols.heightHint')}
        error={errors.heightIn}
      />
    </div>
  );
}
