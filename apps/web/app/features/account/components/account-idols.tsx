import type { Idol } from '@shop/shared/contracts/idols';
import { IDOLS_PER_ACCOUNT_MAX } from '@shop/shared/idol-rules';
import { Form, useNavigation } from 'react-router';
import { useFormMessage } from '../../../lib/form-messages';
import { useT } from '../../../lib/i18n';
import { primaryButtonClass } from './form-field';
import { IdolFields, type IdolFieldValues } from './idol-fields';
import { IdolSummary } from './idol-list';

/** What the page's action answered: the words to show, and for a refusal the form it was about. */
export type PostedIdolAnswer =
  | { done: string }
  | { problem: string; fields?: Record<string, string>; intent: string; id?: string; values: IdolFieldValues };

const smallButton = 'min-h-8 rounded-full border px-3 py-1 text-sm font-semibold disabled:opacity-60';

/**
 * The account's idols with forms that post to the page (its route action): they work before the
 * page's script has started and without JavaScript; with it, the page's router sends them.
 */
export function AccountIdols({ idols, posted }: { idols: Idol[]; posted: PostedIdolAnswer | undefined }) {
  const t = useT();
  const say = useFormMessage();
  const busy = useNavigation().state === 'submitting';
  const refusal = posted && 'problem' in posted ? posted : undefined;
  const refusedHere = (intent: string, id?: string) =>
    refusal && refusal.intent === intent && refusal.id === id ? refusal : undefined;
  const addRefusal = refusedHere('create');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-3xl font-semibold text-maroon-800">{t('idols.title')}</h1>
      <p className="text-ink-700">{t('idols.intro')}</p>
      <p role="status" className="min-h-6 font-semibold text-leaf-600">
        {posted && 'done' in posted ? posted.done : null}
      </p>
      {idols.length === 0 ? (
        <p className="rounded-2xl bg-cream-100 px-4 py-6 text-center text-ink-700">{t('idols.empty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t('idols.title')}>
          {idols.map((idol) => {
            const here = refusedHere('update', idol._id);
            return (
              <IdolSummary key={idol._id} idol={idol}>
                <details open={here !== undefined}>
                  <summary className={`${smallButton} inline-block cursor-pointer border-maroon-700 text-maroon-700`}>
                    {t('idols.edit')}
                    <span className="sr-only"> {idol.name}</span>
                  </summary>
                  <Form
                    method="post"
                    className="mt-3 flex flex-col gap-3"
                    aria-label={t('idols.editTitle', { name: idol.name })}
                  >
                    <input type="hidden" name="intent" value="update" />
                    <input type="hidden" name="id" value={idol._id} />
                    {here ? (
                      <p role="alert" className="font-semibold text-red-800">
                        {say(here.problem)}
                      </p>
                    ) : null}
                    <IdolFields
                      values={
                        here?.values ?? {
                          name: idol.name,
                          deity: idol.deity,
                          size: idol.heightIn === null ? idol.size : '',
                          heightIn: idol.heightIn === null ? '' : String(idol.heightIn),
                        }
                      }
                      errors={here?.fields}
                    />
                    <button type="submit" disabled={busy} className={primaryButtonClass}>
                      {t('idols.saveChanges')}
                    </button>
                  </Form>
                </details>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={idol._id} />
                  <button
                    type="submit"
                    disabled={busy}
                    aria-label={t('idols.removeLabel', { name: idol.name })}
                    className={`${smallButton} border-ink-500 text-ink-900 hover:bg-cream-100`}
                  >
                    {t('idols.remove')}
                  </button>
                </Form>
              </IdolSummary>
            );
          })}
        </ul>
      )}
      {idols.length < IDOLS_PER_ACCOUNT_MAX ? (
        <Form method="post" className="flex max-w-md flex-col gap-3" aria-label={t('idols.addTitle')}>
          <h2 className="font-display text-xl font-semibold text-maroon-800">{t('idols.addTitle')}</h2>
          <input type="hidden" name="intent" value="create" />
          {addRefusal ? (
            <p role="alert" className="font-semibold text-red-800">
              {say(addRefusal.problem)}
            </p>
          ) : null}
          <IdolFields values={addRefusal?.values ?? {}} errors={addRefusal?.fields} key={idols.length} />
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {t('idols.add')}
          </button>
        </Form>
      ) : (
        <p className="text-ink-700">{t('idols.limit', { n: IDOLS_PER_ACCOUNT_MAX })}</p>
      )}
    </div>
  );
}
