import { idolInputSchema } from '@shop/shared/contracts/idols';
import { IDOLS_PER_ACCOUNT_MAX } from '@shop/shared/idol-rules';
import { useState, type FormEvent } from 'react';
import { useFormMessage } from '../../../lib/form-messages';
import { LocaleLink, useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSession } from '../../auth/api/get-session';
import { primaryButtonClass } from './form-field';
import { addGuestIdol, removeGuestIdol, updateGuestIdol, useGuestIdols } from '../../idols/guest-idols';
import { IdolFields, type IdolFieldValues } from './idol-fields';
import { IdolSummary } from './idol-list';

type Refusal = { problem: string; fields: Record<string, string>; values: IdolFieldValues };

const smallButton = 'min-h-8 rounded-full border px-3 py-1 text-sm font-semibold';

/** The form's fields read as the API reads them: the idol, or what to say about each field. */
function readForm(form: HTMLFormElement): { idol: ReturnType<typeof idolInputSchema.parse> } | Refusal {
  const data = new FormData(form);
  const values = Object.fromEntries(
    ['name', 'deity', 'size', 'heightIn'].map((key) => [key, String(data.get(key) ?? '')]),
  ) as Required<IdolFieldValues>;
  const read = idolInputSchema.safeParse(values);
  if (read.success) return { idol: read.data };
  const fields: Record<string, string> = {};
  for (const issue of read.error.issues) fields[String(issue.path[0] ?? 'name')] ??= issue.message;
  return { problem: read.error.issues[0]!.message, fields, values };
}

/** A guest's idols, kept in this browser; a signed-in shopper's are in their account. */
export function GuestIdolsPage() {
  const t = useT();
  const say = useFormMessage();
  const session = useSession();
  const idols = useGuestIdols();
  const [refusal, setRefusal] = useState<(Refusal & { id?: string }) | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [added, setAdded] = useState(0);

  const submit = (id?: string) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readForm(event.currentTarget);
    if (!('idol' in read)) {
      setRefusal({ ...read, id });
      return;
    }
    setRefusal(null);
    if (id) {
      updateGuestIdol(id, read.idol);
      setEditing(null);
      toast.success(t('idols.updated'));
    } else if (addGuestIdol(read.idol)) {
      setAdded((n) => n + 1);
      toast.success(t('idols.saved'));
    } else {
      const { name, deity, size, heightIn } = read.idol;
      const values = { name, deity, size, heightIn: heightIn === null ? '' : String(heightIn) };
      setRefusal({ problem: t('idols.limit', { n: IDOLS_PER_ACCOUNT_MAX }), fields: {}, values });
    }
  };

  const heading = (
    <>
      <h1 className="font-display text-3xl font-semibold text-maroon-800">{t('idols.title')}</h1>
      <p className="text-ink-700">{t('idols.intro')}</p>
    </>
  );
  if (session.status === 'authenticated') {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
        {heading}
        <p>{t('idols.accountNote')}</p>
        <LocaleLink to="/dashboard/idols" className={`${primaryButtonClass} w-fit`}>
          {t('idols.openAccount')}
        </LocaleLink>
      </div>
    );
  }
  const here = (id?: string) => (refusal && refusal.id === id ? refusal : undefined);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      {heading}
      {session.status === 'guest' ? (
        <>
          <p className="text-sm text-ink-700">{t('idols.guestNote')}</p>
          {idols.length === 0 ? (
            <p className="rounded-2xl bg-cream-100 px-4 py-6 text-center text-ink-700">{t('idols.empty')}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2" aria-label={t('idols.title')}>
              {idols.map((idol) => (
                <IdolSummary key={idol._id} idol={idol}>
                  {editing === idol._id ? (
                    <form onSubmit={submit(idol._id)} noValidate className="flex flex-col gap-3">
                      {here(idol._id) ? (
                        <p role="alert" className="font-semibold text-red-800">
                          {say(here(idol._id)!.problem)}
                        </p>
                      ) : null}
                      <IdolFields
                        values={
                          here(idol._id)?.values ?? {
                            name: idol.name,
                            deity: idol.deity,
                            size: idol.heightIn === null ? idol.size : '',
                            heightIn: idol.heightIn === null ? '' : String(idol.heightIn),
                          }
                        }
                        errors={here(idol._id)?.fields}
                      />
                      <button type="submit" className={primaryButtonClass}>
                        {t('idols.saveChanges')}
                      </button>
                    </form>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        onClick={() => setEditing(idol._id)}
                        className={`${smallButton} border-maroon-700 text-maroon-700`}
                      >
                        {t('idols.edit')}
                        <span className="sr-only"> {idol.name}</span>
                      </button>
                      <button
                        type="button"
                        aria-label={t('idols.removeLabel', { name: idol.name })}
                        onClick={() => {
                          removeGuestIdol(idol._id);
                          toast.success(t('idols.removed'));
                        }}
                        className={`${smallButton} border-ink-500 text-ink-900`}
                      >
                        {t('idols.remove')}
                      </button>
                    </div>
                  )}
                </IdolSummary>
              ))}
            </ul>
          )}
          {idols.length < IDOLS_PER_ACCOUNT_MAX ? (
            <form
              onSubmit={submit()}
              noValidate
              className="flex max-w-md flex-col gap-3"
              aria-label={t('idols.addTitle')}
            >
              <h2 className="font-display text-xl font-semibold text-maroon-800">{t('idols.addTitle')}</h2>
              {here() ? (
                <p role="alert" className="font-semibold text-red-800">
                  {say(here()!.problem)}
                </p>
              ) : null}
              <IdolFields key={added} values={here()?.values ?? {}} errors={here()?.fields} />
              <button type="submit" className={primaryButtonClass}>
                {t('idols.add')}
              </button>
            </form>
          ) : (
            <p className="text-ink-700">{t('idols.limit', { n: IDOLS_PER_ACCOUNT_MAX })}</p>
          )}
        </>
      ) : null}
    </div>
  );
}
