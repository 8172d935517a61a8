import { SUPPORT_CHAT_URL, SUPPORT_PHONE } from '@shop/shared/constants';
import { telHref } from '../../content/shop-details';

/** Said plainly wherever an account feature is not wired up yet, instead of a form that pretends to work. */
export function AccountsOpenSoon() {
  return (
    <p role="note" className="rounded-xl border border-gold-400 bg-cream-100 p-4 text-ink-900">
      <strong>Accounts open soon.</strong> Signing in is not available yet. For help with an order, call{' '}
      <a href={telHref(SUPPORT_PHONE)} className="font-semibold text-maroon-700 underline">
        {SUPPORT_PHONE}
      </a>{' '}
      or{' '}
      <a
        href={SUPPORT_CHAT_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-maroon-700 underline"
      >
        chat with us<span className="sr-only"> (opens in a new tab)</span>
      </a>
      .
    </p>
  );
}
