import { IDOL_DEITIES, IDOLS_PER_ACCOUNT_MAX, isIdolSize, type IdolDeity } from '@shop/shared/idol-rules';
import { storedList } from '../../lib/stored-list';

// A guest's idols ("My Thakur Ji") live in this browser and join their account when they sign in
// (idols-after-login.ts), as a guest's wishlist does.

export type GuestIdol = { _id: string; name: string; deity: IdolDeity; size: string; heightIn: number | null };

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

const stored = storedList('guest_idols', isIdol, IDOLS_PER_ACCOUNT_MAX);

/** The saved idols; a damaged or foreign value reads as none rather than breaking the page. */
export const readGuestIdols = stored.read;

/** False when the browser already holds as many idols as an account may. */
export function addGuestIdol(idol: Omit<GuestIdol, '_id'>): boolean {
  const idols = readGuestIdols();
  if (idols.length >= IDOLS_PER_ACCOUNT_MAX) return false;
  stored.write([...idols, { ...idol, _id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}` }]);
  return true;
}

export function updateGuestIdol(id: string, idol: Omit<GuestIdol, '_id'>): void {
  stored.write(readGuestIdols().map((saved) => (saved._id === id ? { ...idol, _id: id } : saved)));
}

export function removeGuestIdol(id: string): void {
  stored.write(readGuestIdols().filter((idol) => idol._id !== id));
}

export function clearGuestIdols(): void {
  stored.write([]);
}

export const useGuestIdols = stored.useList;
