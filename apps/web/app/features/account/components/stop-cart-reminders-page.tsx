import type { CartReminderStopLink } from '@shop/shared/contracts/cart';
import { LocaleLink, useT } from '../../../lib/i18n';
import { AuthCard } from './auth-card';
import { FormAlert, primaryButtonClass, secondaryButtonClass } from './form-field';

/** What the page's button got back: the API's words when reminders are off, or its refusal. */
export type PostedStop = { stopped: string } | { problem: string };

export type StopPageData = { link: CartReminderStopLink | null; problem: string | null };

/**
 * /cart-reminders/stop?user=&e=&s=: the page a cart reminder's stop link opens (decision 0161).
 * Opening it changes nothing (link scanners open links too); its button posts to the page itself,
 * with or without the page's script, and shows the answer.
 */
export function StopCartRemindersPage({ data, posted }: { data: StopPageData; posted?: PostedStop }) {
  const t = useT();
  if (posted && 'stopped' in posted) {
    return (
      <AuthCard title={t('account.stopRemindersDone')}>
        <div className="flex flex-col gap-4 text-center" role="status" data-testid="reminders-stopped">
          <p className="text-lg font-semibold text-ink-900">{posted.stopped}</p>
          <p className="text-ink-700">{t('account.stopRemindersLater')}</p>
          <p>
            <LocaleLink to="/collections" className={secondaryButtonClass}>
              {t('account.continueShopping')}
            </LocaleLink>
          </p>
        </div>
      </AuthCard>
    );
  }
  const problem = posted && 'problem' in posted ? posted.problem : data.problem;
  return (
    <AuthCard title={t('account.stopRemindersTitle')}>
      <div className="flex flex-col gap-4">
        <FormAlert message={problem} />
        {data.link && !problem ? (
          <>
            <p className="text-ink-900">{t('account.stopRemindersLead')}</p>
            <form method="post" className="flex flex-col gap-3">
              <input type="hidden" name="user" value={data.link.user} />
              <input type="hidden" name="e" value={String(data.link.e)} />
              <input type="hidden" name="s" value={data.link.s} />
              <button type="submit" className={primaryButtonClass}>
                {t('account.stopRemindersButton')}
              </button>
            </form>
          </>
        ) : null}
      </div>
    </AuthCard>
  );
}
