import { useSession } from '../../auth/api/get-session';
import { LocaleLink, useT } from '../../../lib/i18n';
import { useMyIdols } from '../use-my-idols';

/**
 * The listings' "Fits my Thakur Ji" filter (`fits=<size>`): one select, so the shopper's saved
 * idols, read in the browser after hydration, fill it without moving the page. Before that (and
 * without JavaScript) it offers the size the address asks for; the server's page needs only that.
 */
export function FitsFilter({
  id,
  fits,
  onChange,
}: {
  id: string;
  fits: string | undefined;
  onChange: (fits: string | undefined) => void;
}) {
  const t = useT();
  const idols = useMyIdols();
  const session = useSession();
  const named = idols?.some((idol) => idol.size === fits) ?? false;
  return (
    <div className="flex flex-col gap-1">
      <select
        id={id}
        // Posted without JavaScript only when the address already has it: "any" adds no empty `fits=`.
        name={fits ? 'fits' : undefined}
        value={fits ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
        className="min-h-10 w-full rounded-lg border border-ink-500 bg-white px-2 py-1 text-sm text-ink-900"
        aria-label={t('idols.fitsFilter')}
        aria-describedby={`${id}-hint`}
      >
        <option value="">{t('idols.fitsAny')}</option>
        {idols?.map((idol) => (
          <option key={idol._id} value={idol.size}>
            {t('idols.fitsIdol', { name: idol.name, size: idol.size })}
          </option>
        ))}
        {fits !== undefined && !named ? <option value={fits}>{t('idols.fitsSize', { size: fits })}</option> : null}
      </select>
      <p id={`${id}-hint`} className="text-xs text-ink-500">
        {t('idols.fitsHint')}{' '}
        <LocaleLink
          to={session.status === 'authenticated' ? '/dashboard/idols' : '/my-thakur-ji'}
          className="inline-block min-h-6 font-semibold text-maroon-700 underline"
        >
          {t('idols.saveIdol')}
        </LocaleLink>
      </p>
    </div>
  );
}
