import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnlineStatus } from '../../lib/use-online-status';
import { WifiOffIcon } from '../ui/icons';

/**
 * Shown while the browser says it is offline. Retry asks the shop itself: browsers sometimes
 * report offline on a flaky network that in fact works, and then the page reloads its data.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const [reachable, setReachable] = useState(false);
  const [checking, setChecking] = useState(false);
  const revalidator = useRevalidator();
  const t = useT();

  useEffect(() => {
    if (online) setReachable(false);
  }, [online]);

  if (online || reachable) return null;

  const retry = async () => {
    setChecking(true);
    try {
      const response = await fetch('/api/v1/health', { cache: 'no-store' });
      if (!response.ok) throw new Error(`health ${response.status}`);
      setReachable(true);
      await revalidator.revalidate();
    } catch {
      toast.error(t('shell.offline'));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div role="status" className="bg-amber-100 text-ink-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-3 px-4 py-2 text-sm">
        <WifiOffIcon width={18} height={18} />
        <p className="font-semibold">{t('shell.offline')}</p>
        <button
          type="button"
          onClick={() => void retry()}
          disabled={checking}
          className="rounded-full border border-ink-900 px-3 py-0.5 font-semibold hover:bg-amber-200 disabled:opacity-60"
        >
          {checking ? t('shell.checking') : t('shell.retry')}
        </button>
      </div>
    </div>
  );
}
