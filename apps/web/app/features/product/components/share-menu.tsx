import { Popover } from 'radix-ui';
import type { RefObject, SVGProps } from 'react';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Icon } from '../../../components/ui/icons';
import { ShareIcon } from '../../../components/ui/part-icons';
import { whatsappShareUrl } from '../whatsapp-share-url';

type ShareMenuProps = {
  text: string;
  url: string;
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  setMenuOpen: (open: boolean) => void;
};

/** The Share button's menu where there is no share sheet: its own chunk, fetched when first needed. */
export default function ShareMenu({ text, url, anchor, open, setMenuOpen }: ShareMenuProps) {
  const t = useT();
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('productDetails.linkCopied'));
      setMenuOpen(false);
    } catch {
      toast.error(t('productDetails.copyFailed'));
    }
  };

  const itemClass =
    'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left font-medium text-ink-900 hover:bg-cream-100';

  return (
    <Popover.Root open={open} onOpenChange={setMenuOpen}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label={t('productDetails.shareMenu')}
          className="z-50 w-56 rounded-xl bg-white p-2 shadow-lg ring-1 ring-cream-200"
        >
          <a
            href={whatsappShareUrl(text, url)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setMenuOpen(false)}
            className={itemClass}
          >
            <ShareIcon width={18} height={18} />
            {t('productDetails.shareWhatsApp')}
            <span className="sr-only"> {t('shell.opensInNewTab')}</span>
          </a>
          <button type="button" onClick={() => void copyLink()} className={itemClass}>
            <LinkIcon width={18} height={18} />
            {t('productDetails.copyLink')}
          </button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function LinkIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Icon>
  );
}
