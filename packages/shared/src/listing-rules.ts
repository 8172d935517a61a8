// How products are grouped for the listing filters. Materials are written as phrases
// ("Art silk with zari work"), so shoppers filter by the families they mention; colours are
// filtered by their own names.

export const MATERIAL_FAMILIES = [
  { value: 'cotton', label: 'Cotton', pattern: /\bcotton\b/i },
  { value: 'silk', label: 'Silk', pattern: /\bsilk\b/i },
  { value: 'velvet', label: 'Velvet', pattern: /\bvelvet\b/i },
  { value: 'wool', label: 'Wool', pattern: /\bwool(?:len)?\b/i },
  { value: 'net-georgette', label: 'Net & Georgette', pattern: /\b(?:net|georgette)\b/i },
  { value: 'satin', label: 'Satin', pattern: /\bsatin\b/i },
  { value: 'brocade', label: 'Brocade', pattern: /\bbrocade\b/i },
  { value: 'metal', label: 'Metal', pattern: /\b(?:metal|brass|silver|gold)\b/i },
  { value: 'wood', label: 'Wood', pattern: /\bwood(?:en)?\b/i },
  { value: 'pearls-beads', label: 'Pearls & Beads', pattern: /\b(?:pearls?|beads?)\b/i },
  { value: 'peacock-feather', label: 'Peacock Feather', pattern: /\bpeacock feathers?\b/i },
] as const;

/** A material phrase that names none of the families is still findable under this one. */
export const OTHER_MATERIAL = { value: 'other', label: 'Other' } as const;

export const MATERIAL_VALUES = [...MATERIAL_FAMILIES.map((family) => family.value), OTHER_MATERIAL.value] as const;
export type MaterialValue = (typeof MATERIAL_VALUES)[number];

export function materialLabel(value: string): string {
  return MATERIAL_FAMILIES.find((family) => family.value === value)?.label ?? OTHER_MATERIAL.label;
}

/** The families a material phrase belongs to, in the order of MATERIAL_FAMILIES. */
export function materialFamilies(material: string): MaterialValue[] {
  const families: MaterialValue[] = MATERIAL_FAMILIES.filter((family) => family.pattern.test(material)).map(
    (family) => family.value,
  );
  return families.length > 0 ? families : [OTHER_MATERIAL.value];
}

/** The URL form of a name: "Royal Blue" → "royal-blue". */
export function filterValue(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
