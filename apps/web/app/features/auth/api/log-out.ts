import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { leaveForHome } from '../leave-for-home';
import { takePendingAction } from '../pending-action';
import { logOutOnServer } from '../session-refresh';

/** The Logout button: ends the login on the server, then starts the shop afresh as a guest. */
export function useLogOut() {
  return useMutation({
    mutationFn: logOutOnServer,
    onSuccess: () => {
      takePendingAction();
      leaveForHome();
    },
    onError: () => toast.error('Could not log out. Please check your connection and try again.'),
  });
}
