import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../lib/i18n';
import { useLogOut } from '../../auth/api/log-out';

/** The spec's 'Are you sure you want to logout?'. */
export function LogoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const logOut = useLogOut();
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shell.logout')}
      description={t('shell.logoutConfirm')}
      cancelLabel={t('shell.logoutCancel')}
      confirmLabel={t('shell.logout')}
      busyLabel={t('shell.loggingOut')}
      busy={logOut.isPending}
      onConfirm={() => logOut.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
