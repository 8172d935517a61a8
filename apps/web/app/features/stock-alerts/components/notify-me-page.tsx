import { LocaleLink, useT } from '../../../lib/i18n';
import { AuthCard } from '../../account/components/auth-card';
import { FormAlert, primaryButtonClass, secondaryButtonClass } from '../../account/components/form-field';

/** What a posted form got back: the API's words, and the product to go back to. */
export type PostedStockAlert =
  { done: true; message: string; slug: string } | { done: false; problem: string; slug: string };

/**
 * /notify-me: where the product page's "Notify me" posts, and where the link sent to a guest's
 * phone or email opens. Opening the link changes nothing (link previews open links too); its
 * button posts to the page itself, with or without the page's script.
 */
export function NotifyMePage({ token, posted }: { token: string; posted?: PostedStockAlert }) {
  const t = useT();
  const back = posted?.slug ? (
    <LocaleLink to={`/products/${encodeURIComponent(posted.slug)}`} className={secondaryButtonClass}>
      {t('stockAlerts.backToProduct')}
    </LocaleLink>
  ) : (
    <LocaleLink to="/collections" className={secondaryButtonClass}>
      {t('stockAlerts.continueShopping')}
    </LocaleLink>
  );
  if (posted) {
    return (
      <AuthCard title={t('stockAlerts.pageTitle')}>
        <div className="flex flex-col gap-4 text-center" role="status" data-testid="notify-me-result">
          {posted.done ? (
            <p className="text-lg font-semibold text-ink-900">{posted.message}</p>
          ) : (
            <FormAlert message={posted.problem} />
          )}
          <p>{back}</p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('stockAlerts.pageTitle')}>
      {token ? (
        <form method="post" className="flex flex-col gap-4">
          <p className="text-center text-ink-900">{t('stockAlerts.confirmAsk')}</p>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="intent" value="confirm" />
          <button type="submit" className={primaryButtonClass}>
            {t('stockAlerts.confirm')}
          </button>
        </form>
      ) : (
        <div className="flex flex-col gap-4 text-center">
          <p className="text-ink-900">{t('stockAlerts.nothingToConfirm')}</p>
          <p>{back}</p>
        </div>
      )}
    </AuthCard>
  );
}
