import { Suspense, useRef, useState } from 'react';
import { ShareIcon } from '../../../components/ui/part-icons';
import { useLocalePath, useT } from '../../../lib/i18n';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { shareText } from '../whatsapp-share-url';

const ShareMenu = lazyWhenOnline(() => import('./share-menu'));

/**
 * Phones share through the system sheet (Web Share API); elsewhere a small menu offers WhatsApp
 * and copying the link. The words and the link are in the page's language: from a Hindi page,
 * the Hindi product page.
 */
export function ShareButton({ product }: { product: Parameters<typeof shareText>[0] & { slug: string } }) {
  const name = product.name;
  const t = useT();
  const localePath = useLocalePath();
  const text = shareText(product, t);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const button = useRef<HTMLButtonElement>(null);
  const [url, setUrl] = useState('');

  const onShare = async () => {
    const here = `${window.location.origin}${localePath(`/products/${product.slug}`)}`;
    setUrl(here);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, text, url: here });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to the menu.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setMenuOpen(true);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => void onShare()}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        className="flex h-11 w-11 items-center justify-center rounded-full border border-cream-200 bg-white text-ink-900 hover:text-maroon-700"
      >
        <ShareIcon width={20} height={20} />
        <span className="sr-only">{t('productDetails.share')}</span>
      </button>
      {menuUsed ? (
        <Suspense fallback={null}>
          <ShareMenu text={text} url={url} anchor={button} open={menuOpen} setMenuOpen={setMenuOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
