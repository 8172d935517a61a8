/** Longest search text remembered as a miss; longer text is rarely a word the shop lacks. */
export const MISS_QUERY_MAX = 60;
/** Distinct new misses held between two writes: text made up to flood the list stops here. */
const PENDING_MAX = 100;

/**
 * Counts searches that found nothing between two writes to the database, so a burst of them
 * costs one upsert of a bounded batch instead of a write per search.
 */
export function missCounter() {
  let pending = new Map<string, number>();
  return {
    note(query: string): void {
      if (query.length === 0 || query.length > MISS_QUERY_MAX) return;
      if (!pending.has(query) && pending.size >= PENDING_MAX) return;
      pending.set(query, (pending.get(query) ?? 0) + 1);
    },

    /** The counts since the last take, which start again from nothing. */
    take(): Map<string, number> {
      const taken = pending;
      pending = new Map();
      return taken;
    },
  };
}
