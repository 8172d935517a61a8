import { useQueryClient } from '../../lib/query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { UserData } from '@shop/shared/contracts/auth';
import { toast } from '../../lib/toast';
import { SESSION_QUERY_KEY } from './api/get-session';
import { takePendingAction, type PendingAction } from './pending-action';

/** Where a login leads instead of back (buy now goes to checkout), and what runs once there. */
export type AfterLogin = { goTo?: { path: string; state: unknown }; onArrival?: () => Promise<void> };

/**
 * Completes the action a guest was stopped on. Composed where the features that save pending
 * actions meet (shell/use-pending-action-replay.ts): auth comes before them all.
 */
export type PendingActionReplay = (action: PendingAction | null) => Promise<AfterLogin>;

/**
 * What happens once someone has logged in or signed up: they are known everywhere at once, what
 * was read as a guest (their cart, its count) is read again as theirs and they are told what of
 * their guest cart joined the account's, the action they were stopped on is replayed, and they go
 * back where they came from (or where the action leads), where the rest of it completes.
 */
export function useFinishLogin(replay: PendingActionReplay) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async (userData: UserData, returnTo: string, cartMerged?: string) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, userData);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      if (cartMerged) toast.success(cartMerged);
      const { goTo, onArrival } = await replay(takePendingAction());
      await navigate(goTo?.path ?? returnTo, { replace: true, state: goTo?.state });
      await onArrival?.();
    },
    [queryClient, navigate, replay],
  );
}
