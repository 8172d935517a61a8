import { Popover } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { LinkIcon, ShareIcon } from '../../../components/ui/icons';

/** wa.me's share link: opens WhatsApp with the text ready to send to anyone. */
export function whatsappShareUrl(name: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`;
}

/**
 * Phones share through the system sheet (Web Share API); elsewhere a small menu offers WhatsApp
 * and copying the link.
 */
export function ShareButton({ name }: { name: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [url, setUrl] = useState('');

  const onShare = async () => {
    const here = window.location.href;
    setUrl(here);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, text: name, url: here });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to the menu.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setMenuOpen(true);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
      setMenuOpen(false);
    } catch {
      toast.error('Could not copy the link. Please copy it from the address bar.');
    }
  };

  const itemClass =
    'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left font-medium text-ink-900 hover:bg-cream-100';

  return (
    <Popover.Root open={menuOpen} onOpenChange={setMenuOpen}>
      <Popover.Anchor asChild>
        <button
          type="button"
          onClick={() => void onShare()}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          className="flex h-11 w-11 items-center justify-center rounded-full border border-cream-200 bg-white text-ink-900 hover:text-maroon-700"
        >
          <ShareIcon width={20} height={20} />
          <span className="sr-only">Share</span>
        </button>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label="Share this product"
          className="z-50 w-56 rounded-xl bg-white p-2 shadow-lg ring-1 ring-cream-200"
        >
          <a
            href={whatsappShareUrl(name, url)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setMenuOpen(false)}
            className={itemClass}
          >
            <ShareIcon width={18} height={18} />
            Share on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <button type="button" onClick={() => void copyLink()} className={itemClass}>
            <LinkIcon width={18} height={18} />
            Copy link
          </button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
