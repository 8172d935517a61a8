import { IDOL_DEITIES, IDOLS_PER_ACCOUNT_MAX, isIdolSize, type IdolDeity } from '@shop/shared/idol-rules';
import { useSyncExternalStore } from 'react';

// A guest's idols ("My Thakur Ji") live in this browser and join their account when they sign in
// (idols-after-login.ts), as a guest's wishlist does.

export type GuestIdol = { _id: string; name: string; deity: IdolDeity; size: string; heightIn: number | null };

const KEY = 'guest_idols';
const CHANGE_EVENT = 'shop:guest-idols-changed';
const EMPTY: GuestIdol[] = [];

function isIdol(value: unknown): value is GuestIdol {
  if (typeof value !== 'object' || value === null) return false;
  const idol = value as Record<string, unknown>;
  return (
    typeof idol._id === 'string' &&
    typeof idol.name === 'string' &&
    (IDOL_DEITIES as readonly unknown[]).includes(idol.deity) &&
    typeof idol.size === 'string' &&
    isIdolSize(idol.size) &&
    (idol.heightIn === null || typeof idol.heightIn === 'number')
  );
}

let cachedRaw: string | null = null;
let cachedIdols: GuestIdol[] = EMPTY;

/** The saved idols; a damaged or foreign value reads as none rather than breaking the page. */
export function readGuestIdols(): GuestIdol[] {
  if (typeof window === 'undefined') return EMPTY;
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  // The same array while nothing changed, as useSyncExternalStore requires.
  if (raw === cachedRaw) return cachedIdols;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedIdols = Array.isArray(parsed) ? parsed.filter(isIdol).slice(0, IDOLS_PER_ACCOUNT_MAX) : EMPTY;
  } catch {
    cachedIdols = EMPTY;
  }
  return cachedIdols;
}

function write(idols: GuestIdol[]): void {
  try {
    if (idols.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(idols));
  } catch {
    // Storage full or disabled: the guest's idols just are not kept.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** False when the browser already holds as many idols as an account may. */
export function addGuestIdol(idol: Omit<GuestIdol, '_id'>): boolean {
  const idols = readGuestIdols();
  if (idols.length >= IDOLS_PER_ACCOUNT_MAX) return false;
  write([...idols, { ...idol, _id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}` }]);
  return true;
}

export function updateGuestIdol(id: string, idol: Omit<GuestIdol, '_id'>): void {
  write(readGuestIdols().map((saved) => (saved._id === id ? { ...idol, _id: id } : saved)));
}

export function removeGuestIdol(id: string): void {
  write(readGuestIdols().filter((idol) => idol._id !== id));
}

export function clearGuestIdols(): void {
  write([]);
}

function subscribe(onChange: () => void): () => void {
  // `storage` fires for changes made in other tabs; our own event for this one.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function useGuestIdols(): GuestIdol[] {
  return useSyncExternalStore(subscribe, readGuestIdols, () => EMPTY);
}
