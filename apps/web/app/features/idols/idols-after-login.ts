import type { QueryClient } from '../../lib/query';
import { IDOLS_QUERY_KEY } from './api/get-idols';
import { mergeIdols } from './api/merge-idols';
import { clearGuestIdols, readGuestIdols } from './guest-idols';

/** At every sign-in the idols saved in this browser join the account (kept here if that fails). */
export async function mergeGuestIdols(queryClient: QueryClient): Promise<void> {
  const idols = readGuestIdols();
  if (idols.length === 0) return;
  try {
    const merged = await mergeIdols(
      idols.map(({ name, deity, size, heightIn }) =>
        heightIn === null ? { name, deity, size } : { name, deity, heightIn },
      ),
    );
    clearGuestIdols();
    queryClient.setQueryData(IDOLS_QUERY_KEY, merged.idols);
  } catch {
    // Kept in this browser, so the next sign-in tries again.
  }
}
