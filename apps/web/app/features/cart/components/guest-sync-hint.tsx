import { LocaleLink, useLocalePath, useT } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';
import { useSession } from '../../auth/api/get-session';

/** Only a guest's cart lives on one device; a signed-in shopper's already follows the account. */
export function GuestSyncHint() {
  const t = useT();
  const inLocale = useLocalePath();
  if (useSession().status !== 'guest') return null;
  return (
    <p className="text-center text-xs text-ink-700">
      {withSlot(
        t('cart.guestKeep', { login: SLOT }),
        <LocaleLink
          to={`/login?redirect=${encodeURIComponent(inLocale('/cart'))}`}
          className="font-semibold text-maroon-700 underline"
        >
          {t('cart.guestLogin')}
        </LocaleLink>,
      )}
    </p>
  );
}
