import { useQuery } from '../../lib/query';
import { useSession } from '../auth/api/get-session';
import { idolsQuery } from './api/get-idols';
import { useGuestIdols } from './guest-idols';

/** One saved idol as listings and product pages use it. */
export type MyIdol = { _id: string; name: string; size: string };

/**
 * The shopper's saved idols once the page knows who is shopping: the account's when signed in,
 * this browser's for a guest; undefined until then (the server's render and hydration).
 */
export function useMyIdols(): readonly MyIdol[] | undefined {
  const session = useSession();
  const account = useQuery({ ...idolsQuery(), enabled: session.status === 'authenticated' });
  const guest = useGuestIdols();
  if (session.status === 'guest') return guest;
  if (session.status === 'authenticated') return account.data;
  return undefined;
}
