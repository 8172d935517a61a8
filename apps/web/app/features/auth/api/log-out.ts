import { useMutation } from '../../../lib/query';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { leaveForHome } from '../leave-for-home';
import { takePendingAction } from '../pending-action';
import { logOutOnServer } from '../session-refresh';

/** The Logout button: ends the login on the server, then starts the shop afresh as a guest. */
export function useLogOut() {
  const t = useT();
  return useMutation({
    mutationFn: logOutOnServer,
    onSuccess: () => {
      takePendingAction();
      leaveForHome();
    },
    onError: () => toast.error(t('shell.logoutFailed')),
  });
}
