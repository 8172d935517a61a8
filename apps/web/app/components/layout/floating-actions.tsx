import { BACK_TO_TOP_AFTER_PX } from '@shop/shared/constants';
import { supportChatUrl } from '@shop/shared/support-chat';
import { pathWithoutLocale } from '@shop/shared/locale';
import { useLocation } from 'react-router';
import { useLocalePath, useT } from '../../lib/i18n';
import { usePrefersReducedMotion } from '../../lib/use-media-query';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import type { SVGProps } from 'react';
import { Icon } from '../ui/icons';

/** Pages where a shopper is paying: nothing floats over the form and its buttons there. */
const HIDDEN_ON = ['/checkout', '/cart'];

/** The shop's WhatsApp chat, opened with a first message in the page's language. */
function useChatLink() {
  const t = useT();
  return { href: supportChatUrl(t('siteFooter.chatText')), target: '_blank', rel: 'noopener noreferrer' } as const;
}

/**
 * On phones the chat is the bottom bar's last item, on every page: floating, it covered the page's
 * text and buttons. Drawn here rather than in the bar so its code is not among the first scripts;
 * the bar keeps its fifth free (mobile-bottom-bar.tsx) and this sits on it, in the same style.
 */
function BarChat() {
  const t = useT();
  return (
    <a
      {...useChatLink()}
      className="fixed right-0 bottom-0 z-30 flex w-1/5 flex-col items-center gap-0.5 py-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] text-xs font-semibold text-ink-700 md:hidden"
    >
      <ChatIcon />
      <span aria-hidden="true">{t('siteFooter.chat')}</span>
      <span className="sr-only">{t('siteFooter.chatOnWhatsAppNewTab')}</span>
    </a>
  );
}

/**
 * The chat link and, once the page is scrolled, a way back to the top, above the phone's bottom
 * bar. On phones the chat is in the bottom bar instead (BarChat), and the way back to the top
 * steps aside while the product page's buy bar shows (it marks `<html data-buy-bar>`): raised
 * above the bar it sat over the page's text, and it moved as the bar came in.
 */
export function FloatingActions() {
  const scrolled = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const reducedMotion = usePrefersReducedMotion();
  const { pathname } = useLocation();
  const t = useT();
  const localePath = useLocalePath();
  const chatLink = useChatLink();
  if (HIDDEN_ON.some((path) => pathWithoutLocale(pathname).startsWith(path))) return <BarChat />;

  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    // The button disappears at the top: keyboard users continue from the start of the page.
    document.querySelector<HTMLElement>(`header a[href="${localePath('/')}"]`)?.focus({ preventScroll: true });
  };

  return (
    <>
      <BarChat />
      <div className="fixed right-4 bottom-20 z-30 flex flex-col items-center gap-3 md:bottom-6 max-md:[[data-buy-bar]_&]:hidden">
        {scrolled ? (
          <button
            type="button"
            onClick={backToTop}
            className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-maroon-800 shadow-lg ring-1 ring-cream-200 hover:bg-cream-100"
          >
            <ArrowUpIcon />
            <span className="sr-only">{t('siteFooter.backToTop')}</span>
          </button>
        ) : null}
        <a
          {...chatLink}
          className="hidden h-14 w-14 items-center justify-center rounded-full bg-leaf-600 text-white shadow-lg hover:bg-emerald-800 md:flex"
        >
          <ChatIcon width={28} height={28} />
          <span className="sr-only">{t('siteFooter.chatOnWhatsAppNewTab')}</span>
        </a>
      </div>
    </>
  );
}

function ArrowUpIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </Icon>
  );
}

function ChatIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M4 20l1.4-4.2A8 8 0 1 1 8.3 19Z" />
      <path d="M9 10h.01M12 10h.01M15 10h.01" />
    </Icon>
  );
}
