import { AlertDialog } from 'radix-ui';
import { useT } from '../../../lib/i18n';
import { useLogOut } from '../../auth/api/log-out';

/** The spec's 'Are you sure you want to logout?': Radix traps focus and closes on Escape. */
export function LogoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const logOut = useLogOut();
  const t = useT();
  const confirm = () => logOut.mutate(undefined, { onSuccess: () => onOpenChange(false) });

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-xl font-bold text-maroon-800">
            {t('shell.logout')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-700">{t('shell.logoutConfirm')}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded-full border border-ink-500 px-5 py-2 font-semibold text-ink-900 hover:bg-cream-100">
              {t('shell.logoutCancel')}
            </AlertDialog.Cancel>
            <button
              type="button"
              onClick={confirm}
              disabled={logOut.isPending}
              className="rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white hover:bg-maroon-800 disabled:opacity-70"
            >
              {logOut.isPending ? t('shell.loggingOut') : t('shell.logout')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
