import { SEARCH_HISTORY_SIZE } from '@shop/shared/constants';
import { useCallback, useSyncExternalStore } from 'react';

/** The spec's local storage key (section 7). */
const SEARCH_HISTORY_KEY = 'searchHistory';
const CHANGED = 'search-history-changed';

/** The latest searches first, each once (ignoring case), at most five. */
export function withSearch(history: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (!trimmed) return [...history];
  const others = history.filter((entry) => entry.toLowerCase() !== trimmed.toLowerCase());
  return [trimmed, ...others].slice(0, SEARCH_HISTORY_SIZE);
}

/** What is stored, if it is a list of strings; anything else (edited by hand, older versions) is ignored. */
export function parseHistory(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
      .slice(0, SEARCH_HISTORY_SIZE);
  } catch {
    return [];
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (private modes); history is then simply not kept.
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(SEARCH_HISTORY_KEY) ?? null;
  } catch {
    return null;
  }
}

function write(history: string[]) {
  try {
    const store = storage();
    if (!store) return;
    if (history.length === 0) store.removeItem(SEARCH_HISTORY_KEY);
    else store.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  // Another tab's search.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

// One empty list for the server's snapshot and the browser's first: a fresh `[]` each time would
// differ from the hydrated one and force a synchronous re-render of every search box.
const NO_HISTORY: string[] = [];
let cached: { raw: string | null; history: string[] } = { raw: null, history: NO_HISTORY };

function snapshot(): string[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, history: parseHistory(raw) };
  return cached.history;
}

const serverSnapshot = (): string[] => NO_HISTORY;

/** The shopper's recent searches, shared by every search box on the page and kept in local storage. */
export function useSearchHistory() {
  const history = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const remember = useCallback((term: string) => write(withSearch(snapshot(), term)), []);
  const clear = useCallback(() => write([]), []);
  return { history, remember, clear };
}
