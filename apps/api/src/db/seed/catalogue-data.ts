// The demo catalogue: deities, collections and products with their variants, built
// deterministically from product lines so every run yields exactly the same shop.
import { SIZE_CHART } from '@shop/shared/constants';
import { slugify } from '@shop/shared/slug';
import type { PackageContent, ProductMeta, ProductSpecifications } from '../schema';
import {
  COLLECTIONS_HI,
  COUNTRY_OF_ORIGIN_HI,
  DEITIES_HI,
  DEITY_FIT_HI,
  DIMENSION_WORDS_HI,
  LINES_HI,
  PACKAGE_ITEMS_HI,
  PACKAGING_HI,
  withColourHi,
  type LineHindi,
} from './catalogue-hindi';
import type { ArtKind, ArtPattern, ArtSpec, ArtView, DressCut } from './product-art';
import { seededRandom } from './seeded-random';

type DeitySlug = 'laddu-gopal' | 'radha-rani' | 'mata-rani' | 'radha-krishna';
type CollectionKind = 'category' | 'collection' | 'occasion' | 'season';
type CategorySlug =
  | 'dresses'
  | 'mukut'
  | 'pagdi'
  | 'mukut-pagdi'
  | 'jhula'
  | 'singhasan'
  | 'jhula-singhasan'
  | 'jewellery'
  | 'accessories'
  | 'combo-dresses';

type Language = 'en' | 'hi';
type HindiColumns = { nameHi: string; descriptionHi: string };
type DeitySeed = { slug: DeitySlug; name: string; description: string; sortOrder: number } & HindiColumns;
type CollectionSeed = {
  slug: string;
  name: string;
  description: string;
  kind: CollectionKind;
  sortOrder: number;
} & HindiColumns;

type VariantSeed = {
  size: string;
  sku: string;
  pricePaise: number;
  originalPricePaise: number | null;
  stock: number;
  position: number;
};

export type ProductSeed = {
  slug: string;
  name: string;
  description: string;
  shortFeatures: string[];
  categorySlug: CategorySlug;
  subCategory: string;
  deitySlug: DeitySlug;
  material: string;
  sku: string;
  color: string;
  highlights: string[];
  features: string[];
  specifications: ProductSpecifications;
  packageContent: PackageContent;
  meta: ProductMeta;
  isFeatured: boolean;
  isBestseller: boolean;
  isNewArrival: boolean;
  isDailyUse: boolean;
  shippingWeightGrams: number;
  shippingDimensions: string;
  handlingTimeDays: number;
  shippingChargePaise: number;
  hsnCode: string;
  salesCount: number;
  /** Every collection slug the product is listed under, its primary category included. */
  collections: string[];
  variants: VariantSeed[];
  art: ArtSpec;
  /** The Hindi a shopper reads (decision 0065). */
  /** The brand is a name: it has no Hindi and shows in English. */
  hi: {
    name: string;
    description: string;
    shortFeatures: string[];
    specifications: Omit<ProductSpecifications, 'brand'>;
    highlights: string[];
    features: string[];
    material: string;
    subCategory: string;
    countryOfOrigin: string;
    packageContent: PackageContent;
  };
};

export type Catalogue = { deities: DeitySeed[]; collections: CollectionSeed[]; products: ProductSeed[] };

// ---------------------------------------------------------------- helpers

function at<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('Empty list in catalogue data');
  return item;
}

function between(rand: () => number, min: number, max: number): number {
  return Math.floor(min + rand() * (max - min + 1));
}

/** Shop prices end in 9 rupees: ₹349, ₹1,299. */
function shopRupees(rupees: number): number {
  return Math.max(149, Math.round(rupees / 10) * 10 - 1);
}

// ---------------------------------------------------------------- deities and collections

const hindiOf = (text: { name: string; description: string }): HindiColumns => ({
  nameHi: text.name,
  descriptionHi: text.description,
});

const DEITIES: DeitySeed[] = (
  [
    {
      slug: 'laddu-gopal',
      name: 'Laddu Gopal',
      description: 'Poshak, mukut, jhula and shringar for Bal Gopal, the child form of Shri Krishna.',
      sortOrder: 1,
    },
    {
      slug: 'radha-rani',
      name: 'Radha Rani',
      description: 'Lehenga poshak, chunri and jewellery to adorn Shri Radha Rani.',
      sortOrder: 2,
    },
    {
      slug: 'mata-rani',
      name: 'Mata Rani',
      description: 'Red and gold poshak, chunri, mukut and singhasan for Mata Rani and Navratri puja.',
      sortOrder: 3,
    },
    {
      slug: 'radha-krishna',
      name: 'Radha Krishna',
      description: 'Matching jodi poshak, jhula and shringar for Radha Krishna idol pairs.',
      sortOrder: 4,
    },
  ] as const
).map((deity) => ({ ...deity, ...hindiOf(DEITIES_HI[deity.slug]) }));

const DEITY_NAME: Record<DeitySlug, string> = {
  'laddu-gopal': 'Laddu Gopal',
  'radha-rani': 'Radha Rani',
  'mata-rani': 'Mata Rani',
  'radha-krishna': 'Radha Krishna',
};

// What the description says about fit, for things worn (fabric) and for everything else.
const DEITY_FIT: Record<'fabric' | 'other', Record<DeitySlug, string>> = {
  fabric: {
    'laddu-gopal': 'It is sized for Laddu Gopal (Bal Gopal) idols, so your Thakur Ji looks neat and comfortable.',
    'radha-rani': 'It is cut for Radha Rani idols, with a graceful drape that suits her standing or seated form.',
    'mata-rani': 'It is made for Mata Rani idols and is a favourite for Navratri and jagran decoration.',
    'radha-krishna': 'It comes as a matching jodi so that Radha and Krishna are adorned alike.',
  },
  other: {
    'laddu-gopal': 'It is proportioned for Laddu Gopal idols; pick the idol number from the size guide.',
    'radha-rani': 'It is made to suit Radha Rani idols and pairs beautifully with her lehenga poshak.',
    'mata-rani': 'It is a lovely choice for Mata Rani seva, Navratri puja and jagran decoration.',
    'radha-krishna': 'It is made for Radha Krishna idol pairs in the home mandir.',
  },
};

const COLLECTIONS: CollectionSeed[] = [
  ['dresses', 'Dresses', 'Poshak for every idol, from light daily cotton to heavy festive work.', 'category'],
  ['combo-dresses', 'Combo Dresses', 'Poshak sold together with a matching mukut or pagdi.', 'category'],
  ['mukut', 'Mukut', 'Crowns with stones, pearls and peacock feathers.', 'category'],
  ['pagdi', 'Pagdi', 'Royal turbans with kalgi, pearls and brooches.', 'category'],
  ['mukut-pagdi', 'Mukut & Pagdi', 'Crowns, turbans and matching sets for Thakur Ji.', 'category'],
  ['jhula', 'Jhula', 'Swings in wood and metal, decorated with bells and flowers.', 'category'],
  ['singhasan', 'Singhasan', 'Thrones and asans for the home temple.', 'category'],
  ['jhula-singhasan', 'Jhula & Singhasan', 'Swings, thrones and two-in-one sets for the mandir.', 'category'],
  ['jewellery', 'Jewellery', 'Necklaces, earrings, bansuri and bracelets sized for idols.', 'category'],
  ['accessories', 'Accessories', 'Flutes, mor pankh, beds, malas, chunri and shringar kits.', 'category'],
  ['festival', 'Festival Collection', 'Rich poshak and shringar for Janmashtami, Diwali and Navratri.', 'occasion'],
  ['daily-wear', 'Daily Wear', 'Comfortable, easy-care pieces for everyday seva.', 'occasion'],
  ['summer', 'Summer Collection', 'Light, breathable cotton poshak for hot days.', 'season'],
  ['winter', 'Winter Collection', 'Warm woollen and velvet poshak for cold mornings.', 'season'],
  ['featured', 'Featured', 'Hand-picked favourites from our workshop.', 'collection'],
  ['designerdress', 'Designer Dresses', 'Statement poshak with designer cuts and detailing.', 'collection'],
  ['heavy-dress', 'Heavy Dresses', 'Bridal-style poshak loaded with stones, zari and lace.', 'collection'],
  ['embroidery', 'Embroidery', 'Hand-embroidered poshak and shringar with resham and zardozi.', 'collection'],
  ['bestsellers', 'Bestsellers', 'The pieces devotees order again and again.', 'collection'],
  ['new-arrivals', 'New Arrivals', 'Fresh designs just added to the shop.', 'collection'],
].map(([slug, name, description, kind], index) => ({
  slug: slug as string,
  name: name as string,
  description: description as string,
  kind: kind as CollectionKind,
  sortOrder: index + 1,
  ...hindiOf(COLLECTIONS_HI[slug as string]!),
}));

// ---------------------------------------------------------------- colours

type Colour = { name: string; primary: string; accent: string };

const C = {
  royalBlue: { name: 'Royal Blue', primary: '#1f3f99', accent: '#d8aa2e' },
  maroon: { name: 'Maroon', primary: '#7a1230', accent: '#e0b84f' },
  raniPink: { name: 'Rani Pink', primary: '#d6246e', accent: '#f2c14e' },
  parrotGreen: { name: 'Parrot Green', primary: '#3f9b2f', accent: '#f4c542' },
  mustard: { name: 'Mustard Yellow', primary: '#d9a400', accent: '#9e1b1b' },
  peach: { name: 'Peach', primary: '#f4a582', accent: '#c9962b' },
  skyBlue: { name: 'Sky Blue', primary: '#6bb7e8', accent: '#e8c15a' },
  kesari: { name: 'Kesari Orange', primary: '#f28c28', accent: '#8b1a1a' },
  red: { name: 'Red', primary: '#c1121f', accent: '#e9c46a' },
  purple: { name: 'Purple', primary: '#6a2c91', accent: '#e6b422' },
  seaGreen: { name: 'Sea Green', primary: '#2a9d8f', accent: '#f1c453' },
  lemon: { name: 'Lemon Yellow', primary: '#f3dc4b', accent: '#2f7d32' },
  ivory: { name: 'Ivory White', primary: '#f5ecd7', accent: '#c99a2e' },
  navy: { name: 'Navy Blue', primary: '#1b2a5a', accent: '#c8cdd6' },
  lavender: { name: 'Lavender', primary: '#a88bd6', accent: '#f6d365' },
  mint: { name: 'Mint Green', primary: '#8fd6b0', accent: '#d4a017' },
  magenta: { name: 'Magenta', primary: '#b5179e', accent: '#f4d35e' },
  bottleGreen: { name: 'Bottle Green', primary: '#0b5d3b', accent: '#e0b84f' },
  wine: { name: 'Wine', primary: '#5e1224', accent: '#d9b45a' },
  turquoise: { name: 'Turquoise Blue', primary: '#2bb3c0', accent: '#f5d77a' },
  golden: { name: 'Golden', primary: '#d4a62a', accent: '#b3122e' },
  silver: { name: 'Silver', primary: '#b9bec8', accent: '#1f3f99' },
  wood: { name: 'Natural Wood Brown', primary: '#8b5a2b', accent: '#d4a62a' },
  pearl: { name: 'Pearl White', primary: '#f4efe4', accent: '#d4a62a' },
  peacock: { name: 'Peacock Green', primary: '#0f7c73', accent: '#1f4fa8' },
  black: { name: 'Black', primary: '#1f1b1b', accent: '#d4a62a' },
} satisfies Record<string, Colour>;

// ---------------------------------------------------------------- product lines

type Line = {
  code: string;
  category: CategorySlug;
  subCategory: string;
  art: { kind: ArtKind; pattern: ArtPattern };
  names: string[];
  deities: DeitySlug[];
  palette: Colour[];
  material: string;
  /** Price range in rupees of the smallest size; each larger size adds `step` of it. */
  price: [number, number];
  step: number;
  sizes?: string[];
  collections?: string[];
  occasion: string;
  hsn: string;
  /** Shipping weight in grams for the smallest and the largest size. */
  grams: [number, number];
  /** Package size in cm for the largest size. */
  box: [number, number, number];
  dimensions: (sizes: string[], language?: Language) => string;
  intro: string;
  details: string[];
  shortFeatures: string[];
  highlights: string[];
  features: string[];
  care: string;
  items: (deity: DeitySlug) => string;
  packaging: string;
  keywords: string[];
  odds?: { featured?: number; bestseller?: number; newArrival?: number };
  dailyUse?: boolean;
  handling?: number;
};

const ALL_SIZES: string[] = SIZE_CHART.map((row) => row.size);

function chartRow(size: string) {
  const row = SIZE_CHART.find((r) => r.size === size);
  if (!row) throw new Error(`Unknown idol size ${size}`);
  return row;
}

function hindiWord(english: string): string {
  const word = DIMENSION_WORDS_HI[english];
  if (!word) throw new Error(`No Hindi for the measure ${english}`);
  return word;
}

function dressDimensions(sizes: string[], language: Language = 'en'): string {
  const first = chartRow(at(sizes, 0));
  const last = chartRow(at(sizes, -1));
  if (language === 'hi')
    return `पोशाक का घेरा ${first.dressDiameterIn}-${last.dressDiameterIn} इंच; ${first.idolHeightIn}-${last.idolHeightIn} इंच ऊँची मूर्तियों पर आती है (साइज़ ${at(sizes, 0)} से ${at(sizes, -1)})`;
  return `Dress diameter ${first.dressDiameterIn}-${last.dressDiameterIn} in; fits idols ${first.idolHeightIn}-${last.idolHeightIn} in tall (size ${at(sizes, 0)} to ${at(sizes, -1)})`;
}

function idolFitDimensions(what: string) {
  return (sizes: string[], language: Language = 'en'): string => {
    const first = chartRow(at(sizes, 0));
    const last = chartRow(at(sizes, -1));
    if (language === 'hi')
      return `${first.idolHeightIn}-${last.idolHeightIn} इंच ऊँची मूर्तियों के लिए ${hindiWord(what)} (साइज़ ${at(sizes, 0)} से ${at(sizes, -1)})`;
    return `${what} for idols ${first.idolHeightIn}-${last.idolHeightIn} in tall (size ${at(sizes, 0)} to ${at(sizes, -1)})`;
  };
}

function heightDimensions(baseCm: number, perSizeCm: number, what: string) {
  return (sizes: string[], language: Language = 'en'): string => {
    const heightOf = (size: string) => Math.round(baseCm + perSizeCm * Number(size));
    if (language === 'hi')
      return `${hindiWord(what)} लगभग ${heightOf(at(sizes, 0))} सेमी (साइज़ ${at(sizes, 0)}) से ${heightOf(at(sizes, -1))} सेमी (साइज़ ${at(sizes, -1)})`;
    return `${what} height about ${heightOf(at(sizes, 0))} cm (size ${at(sizes, 0)}) to ${heightOf(at(sizes, -1))} cm (size ${at(sizes, -1)})`;
  };
}

const dressItems = (deity: DeitySlug) =>
  deity === 'radha-krishna'
    ? '1 pair of poshak (Krishna dress and Radha lehenga with chunri)'
    : deity === 'laddu-gopal'
      ? '1 poshak (dress) with matching patka'
      : '1 lehenga poshak with matching chunri';

const DRESS_CARE = 'Dry clean or hand wash gently in cold water; dry in shade and iron on low heat from the reverse.';
const DRESS_PACK = 'Zip-lock pouch inside a printed gift box';
const DRESS_SIZES_FEATURE = 'Available in idol sizes 0 to 6; see the size guide to choose';

const LINES: Line[] = [
  {
    code: 'DRS',
    category: 'dresses',
    subCategory: 'Zari Poshak',
    art: { kind: 'dress', pattern: 'zari' },
    names: [
      '{c} Zari Poshak',
      '{c} Banarasi Zari Poshak with Lace Border',
      '{c} Silk Zari Butti Poshak',
      '{c} Zari Work Poshak with Gold Lace',
    ],
    deities: [
      'laddu-gopal',
      'laddu-gopal',
      'laddu-gopal',
      'laddu-gopal',
      'radha-rani',
      'radha-rani',
      'radha-krishna',
      'mata-rani',
    ],
    palette: [C.royalBlue, C.maroon, C.raniPink, C.bottleGreen, C.purple, C.red, C.mustard, C.wine],
    material: 'Art silk with zari work',
    price: [249, 399],
    step: 0.17,
    collections: ['festival'],
    occasion: 'Festivals, Janmashtami and Sunday shringar',
    hsn: '6209',
    grams: [60, 160],
    box: [24, 20, 4],
    dimensions: dressDimensions,
    intro: 'A {c} art-silk poshak woven with fine zari butti and finished with a shimmering gold lace border.',
    details: [
      'The zari catches the light of the diya beautifully during aarti.',
      'A soft inner lining keeps the fabric gentle on the idol and the neck ties neatly at the back.',
      'The matching patka and lace trims are stitched by hand in our Vrindavan workshop.',
    ],
    shortFeatures: ['Fine zari butti work', 'Gold lace border', 'Soft inner lining', 'Easy back-tie closure'],
    highlights: ['Handcrafted in Vrindavan', 'Rich festive shine', 'Colourfast fabric'],
    features: [
      'Zari butti woven across the body',
      'Double lace on the hem',
      'Stitched edges that do not fray',
      DRESS_SIZES_FEATURE,
    ],
    care: DRESS_CARE,
    items: dressItems,
    packaging: DRESS_PACK,
    keywords: ['zari poshak', 'silk dress', 'festival dress'],
    odds: { featured: 0.25, bestseller: 0.4, newArrival: 0.1 },
  },
  {
    code: 'DRS',
    category: 'dresses',
    subCategory: 'Gota Patti Poshak',
    art: { kind: 'dress', pattern: 'gota' },
    names: ['{c} Gota Patti Poshak', '{c} Rajasthani Gota Patti Poshak', '{c} Gota Lace Leheriya Poshak'],
    deities: ['laddu-gopal', 'laddu-gopal', 'laddu-gopal', 'mata-rani', 'mata-rani', 'radha-rani'],
    palette: [C.kesari, C.raniPink, C.parrotGreen, C.red, C.magenta, C.lemon],
    material: 'Georgette with gota patti lace',
    price: [229, 349],
    step: 0.16,
    collections: ['festival'],
    occasion: 'Teej, Navratri and festive shringar',
    hsn: '6209',
    grams: [60, 150],
    box: [24, 20, 4],
    dimensions: dressDimensions,
    intro: 'A bright {c} poshak in soft georgette, trimmed with traditional Rajasthani gota patti lace.',
    details: [
      'The gota patti flowers are applied by hand and sparkle without feeling heavy.',
      'Its flared cut sits beautifully when your Thakur Ji is seated on a singhasan.',
    ],
    shortFeatures: ['Hand-applied gota patti', 'Light georgette fabric', 'Flared festive cut', 'Lined bodice'],
    highlights: ['Rajasthani craft', 'Light yet festive', 'Bright fast colours'],
    features: [
      'Gota patti flowers on the hem and sleeves',
      'Leheriya-inspired dyeing',
      'Back-tie closure',
      DRESS_SIZES_FEATURE,
    ],
    care: DRESS_CARE,
    items: dressItems,
    packaging: DRESS_PACK,
    keywords: ['gota patti', 'rajasthani poshak', 'navratri dress'],
    odds: { featured: 0.15, bestseller: 0.3, newArrival: 0.2 },
  },
  {
    code: 'DRS',
    category: 'dresses',
    subCategory: 'Mirror Work Poshak',
    art: { kind: 'dress', pattern: 'mirror' },
    names: ['{c} Mirror Work Poshak', '{c} Kutchi Mirror Work Poshak', '{c} Sheesha Mirror Poshak with Lace'],
    deities: ['laddu-gopal', 'laddu-gopal', 'laddu-gopal', 'radha-rani', 'radha-krishna', 'mata-rani'],
    palette: [C.turquoise, C.red, C.parrotGreen, C.magenta, C.kesari, C.royalBlue],
    material: 'Cotton silk with mirror work',
    price: [279, 399],
    step: 0.17,
    collections: ['festival', 'embroidery'],
    occasion: 'Festivals, Navratri and garba-themed shringar',
    hsn: '6209',
    grams: [70, 170],
    box: [24, 20, 4],
    dimensions: dressDimensions,
    intro: 'A {c} poshak set with round sheesha mirrors, each framed in bright thread embroidery in the Kutchi style.',
    details: [
      'The mirrors twinkle in lamp light and make the idol the centre of the mandir.',
      'Every mirror is stitched in place, not glued, so the dress keeps its look wash after wash.',
    ],
    shortFeatures: [
      'Hand-stitched sheesha mirrors',
      'Kutchi thread embroidery',
      'Soft cotton silk',
      'Lace finished hem',
    ],
    highlights: ['Stitched, not glued, mirrors', 'Folk-art look', 'Comfortable fabric'],
    features: [
      'Round mirrors framed in thread work',
      'Contrast lace on hem and sleeves',
      'Back-tie closure',
      DRESS_SIZES_FEATURE,
    ],
    care: 'Hand wash gently in cold water without scrubbing the mirrors; dry in shade.',
    items: dressItems,
    packaging: DRESS_PACK,
    keywords: ['mirror work', 'kutchi poshak', 'sheesha dress'],
    odds: { featured: 0.2, bestseller: 0.25, newArrival: 0.2 },
  },
  {
    code: 'DRS',
    category: 'dresses',
    subCategory: 'Velvet Poshak',
    art: { kind: 'dress', pattern: 'velvet' },
    names: ['{c} Velvet Poshak with Zari Lace', '{c} Royal Velvet Poshak', '{c} Velvet Poshak with Stone Border'],
    deities: ['laddu-gopal', 'laddu-gopal', 'laddu-gopal', 'radha-rani', 'radha-krishna', 'mata-rani'],
    palette: [C.maroon, C.royalBlue, C.bottleGreen, C.wine, C.purple, C.red],
    material: 'Micro velvet with zari lace',
    price: [299, 449],
    step: 0.18,
    collections: ['winter', 'festival'],
    occasion: 'Winter seva, Diwali and evening shringar',
    hsn: '6209',
    grams: [90, 220],
    box: [25, 21, 5],
    dimensions: dressDimensions,
    intro: 'A plush {c} velvet poshak with a rich zari lace border and a soft satin lining.',
    details: [
      'Velvet keeps the idol snug on cool winter mornings while looking truly royal.',
      'Small stones along the border add a gentle sparkle without weighing the dress down.',
    ],
    shortFeatures: ['Plush micro velvet', 'Zari lace border', 'Satin lining', 'Warm for winter'],
    highlights: ['Royal look', 'Warm and soft', 'Satin lined'],
    features: ['Velvet body with deep colour', 'Stone-studded border', 'Back-tie closure', DRESS_SIZES_FEATURE],
    care: 'Dry clean only; store folded in its pouch away from damp.',
    items: dressItems,
    packaging: DRESS_PACK,
    keywords: ['velvet poshak', 'winter dress', 'royal dress'],
    odds: { featured: 0.25, bestseller: 0.2, newArrival: 0.2 },
  },
  {
    code: 'DRS',
    category: 'dresses',
    subCategory: 'Summer Cotton Poshak',
    art: { kind: 'dress', pattern: 'cotton' },
    names: [
      '{c} Cotton Summer Poshak',
      '{c} Pure Cotton Floral Poshak',
      '{c} Breathable Cotton Poshak with Lace',
      '{c} Hakoba Cotton Poshak',
    ],
    deities: [
      'laddu-gopal',
      'laddu-gopal',
      'laddu-gopal',
      'laddu-gopal',
      'radha-rani',
      'radha-rani',
      'radha-krishna',
      'mata-rani',
    ],
    palette: [C.skyBlue, C.lemon, C.mint, C.peach, C.ivory, C.lavender, C.turquoise, C.kesari],
    material: 'Pure cotton',
    price: [149, 219],
    step: 0.14,
    collections: ['summer'],
    occasion: 'Summer and daily seva',
    hsn: '6209',
    grams: [40, 110],
    box: [22, 18, 3],
    dimensions: dressDimensions,
    intro: 'A cool {c} poshak in soft pure cotton with a delicate floral print and cotton lace.',
    details: [
      'Cotton lets the idol breathe on hot summer days, and the light colour feels fresh in the mandir.',
      'It washes easily at home, which makes it perfect for daily changes.',
    ],
    shortFeatures: ['Pure breathable cotton', 'Soft floral print', 'Cotton lace trim', 'Machine-stitched seams'],
    highlights: ['Cool for summer', 'Easy to wash', 'Great value'],
    features: ['Light pastel colours', 'Cotton lace on the hem', 'Back-tie closure', DRESS_SIZES_FEATURE],
    care: 'Hand wash in cold water with mild detergent; dry in shade.',
    items: dressItems,
    packaging: 'Zip-lock pouch',
    keywords: ['cotton poshak', 'summer dress', 'daily wear dress'],
    odds: { featured: 0.1, bestseller: 0.4, newArrival: 0.15 },
    dailyUse: true,
  },
  {
    code: 'DRS',
    category: 'dresses',
    subCategory: 'Woollen Winter Poshak',
    art: { kind: 'dress', pattern: 'woollen' },
    names: [
      '{c} Woollen Winter Poshak',
      '{c} Hand-knitted Woollen Poshak with Cap',
      '{c} Warm Woollen Poshak with Pom-pom',
    ],
    deities: ['laddu-gopal', 'laddu-gopal', 'laddu-gopal', 'laddu-gopal', 'radha-krishna', 'radha-rani', 'mata-rani'],
    palette: [C.maroon, C.navy, C.bottleGreen, C.mustard, C.red, C.purple, C.wine],
    material: 'Soft acrylic wool',
    price: [249, 379],
    step: 0.16,
    collections: ['winter'],
    occasion: 'Winter seva',
    hsn: '6209',
    grams: [80, 200],
    box: [24, 20, 5],
    dimensions: dressDimensions,
    intro: 'A warm {c} poshak knitted from soft wool, with a cosy matching cap to keep Thakur Ji warm.',
    details: [
      'The knit is soft and lightweight so it does not crush the idol shringar.',
      'Contrast knitted borders and a tiny pom-pom make it as sweet as it is warm.',
    ],
    shortFeatures: ['Soft knitted wool', 'Matching woollen cap', 'Contrast borders', 'Warm yet light'],
    highlights: ['Hand-knitted feel', 'Keeps the idol warm', 'Includes cap'],
    features: ['Ribbed neck and sleeves', 'Knitted chevron pattern', 'Pull-over style', DRESS_SIZES_FEATURE],
    care: 'Hand wash in lukewarm water with wool wash; dry flat in shade.',
    items: (deity) =>
      deity === 'radha-krishna' ? '1 pair of woollen poshak with 2 caps' : '1 woollen poshak with matching cap',
    packaging: 'Zip-lock pouch inside a printed gift box',
    keywords: ['woollen dress', 'winter poshak', 'sweater for laddu gopal'],
    odds: { featured: 0.15, bestseller: 0.3, newArrival: 0.25 },
    dailyUse: true,
  },
  {
    code: 'DRS',
    category: 'dresses',
    subCategory: 'Embroidered Poshak',
    art: { kind: 'dress', pattern: 'embroidery' },
    names: [
      '{c} Resham Embroidered Poshak',
      '{c} Floral Embroidery Poshak',
      '{c} Zardozi Embroidered Poshak',
      '{c} Lucknowi Chikan Embroidered Poshak',
    ],
    deities: ['laddu-gopal', 'laddu-gopal', 'laddu-gopal', 'radha-rani', 'radha-rani', 'mata-rani', 'radha-krishna'],
    palette: [C.peach, C.royalBlue, C.ivory, C.raniPink, C.seaGreen, C.red, C.lavender],
    material: 'Silk blend with resham embroidery',
    price: [349, 549],
    step: 0.18,
    collections: ['embroidery'],
    occasion: 'Festivals, birthdays and special darshan',
    hsn: '6209',
    grams: [70, 170],
    box: [24, 20, 4],
    dimensions: dressDimensions,
    intro: 'A graceful {c} poshak embroidered with resham flowers and fine zardozi leaves.',
    details: [
      'Each motif is worked by hand, so no two dresses are exactly alike.',
      'Sequins at the flower centres add a soft shimmer under lamp light.',
      'A matching embroidered patka completes the look.',
    ],
    shortFeatures: ['Hand embroidery', 'Resham and zardozi', 'Sequin highlights', 'Lined for comfort'],
    highlights: ['Artisan hand work', 'Unique motifs', 'Elegant finish'],
    features: ['Floral vine embroidery on the hem', 'Embroidered sleeves', 'Back-tie closure', DRESS_SIZES_FEATURE],
    care: 'Dry clean recommended; iron on the reverse side only.',
    items: dressItems,
    packaging: DRESS_PACK,
    keywords: ['embroidered poshak', 'resham work', 'zardozi dress'],
    odds: { featured: 0.3, bestseller: 0.25, newArrival: 0.2 },
  },
  {
    code: 'DRS',
    category: 'dresses',
    subCategory: 'Heavy Poshak',
    art: { kind: 'dress', pattern: 'heavy' },
    names: [
      '{c} Heavy Bridal Poshak with Stone Work',
      '{c} Heavy Kundan Poshak',
      '{c} Grand Festive Heavy Poshak',
      '{c} Heavy Pearl and Zari Poshak',
    ],
    deities: ['laddu-gopal', 'laddu-gopal', 'radha-rani', 'radha-rani', 'mata-rani', 'mata-rani', 'radha-krishna'],
    palette: [C.red, C.maroon, C.raniPink, C.royalBlue, C.wine, C.bottleGreen, C.golden],
    material: 'Brocade and net with stone, pearl and zari work',
    price: [649, 1199],
    step: 0.2,
    collections: ['heavy-dress', 'festival'],
    occasion: 'Janmashtami, Navratri, Diwali and weddings of Thakur Ji',
    hsn: '6209',
    grams: [120, 320],
    box: [28, 24, 6],
    dimensions: dressDimensions,
    intro: 'A grand {c} bridal-style poshak layered with brocade and net, loaded with stones, pearls and zari.',
    details: [
      'Kundan stones and pearl strings along the border give it a true festival look.',
      'The layered flare stands out beautifully in the jhanki and in photos.',
      'A matching heavy patka and lace dupatta complete the set.',
    ],
    shortFeatures: ['Stone and kundan work', 'Pearl string border', 'Layered brocade and net', 'Matching heavy patka'],
    highlights: ['Festival showpiece', 'Bridal-style richness', 'Premium finish'],
    features: ['Three-layer flared skirt', 'Kundan and pearl border', 'Heavy zari lace', DRESS_SIZES_FEATURE],
    care: 'Dry clean only; store flat with tissue between the layers.',
    items: dressItems,
    packaging: 'Premium rigid box with window',
    keywords: ['heavy dress', 'bridal poshak', 'janmashtami dress'],
    odds: { featured: 0.45, bestseller: 0.3, newArrival: 0.2 },
    handling: 2,
  },
  {
    code: 'DRS',
    category: 'dresses',
    subCategory: 'Designer Poshak',
    art: { kind: 'dress', pattern: 'designer' },
    names: [
      '{c} Designer Poshak with Lace Jaal',
      '{c} Designer Angrakha Poshak',
      '{c} Designer Net Poshak with Pearls',
      '{c} Designer Peacock Motif Poshak',
    ],
    deities: ['laddu-gopal', 'laddu-gopal', 'laddu-gopal', 'radha-rani', 'radha-rani', 'radha-krishna', 'mata-rani'],
    palette: [C.peacock, C.lavender, C.peach, C.magenta, C.turquoise, C.royalBlue, C.raniPink],
    material: 'Satin and net with designer lace',
    price: [499, 849],
    step: 0.19,
    collections: ['designerdress', 'festival'],
    occasion: 'Festivals, photo shringar and special occasions',
    hsn: '6209',
    grams: [90, 230],
    box: [26, 22, 5],
    dimensions: dressDimensions,
    intro: 'A {c} designer poshak with a modern angrakha cut, lace jaal overlay and pearl accents.',
    details: [
      'Our designers pair classic motifs with contemporary colours for a fresh, elegant look.',
      'The lace jaal is layered over satin so the colour glows through.',
    ],
    shortFeatures: ['Designer angrakha cut', 'Lace jaal overlay', 'Pearl accents', 'Satin base'],
    highlights: ['Limited designs', 'Modern colours', 'Photo-ready finish'],
    features: ['Layered satin and net', 'Peacock and floral jaal', 'Pearl-trimmed sleeves', DRESS_SIZES_FEATURE],
    care: 'Dry clean only.',
    items: dressItems,
    packaging: 'Premium rigid box with window',
    keywords: ['designer dress', 'designer poshak', 'party wear dress'],
    odds: { featured: 0.45, bestseller: 0.2, newArrival: 0.35 },
  },
  {
    code: 'DRS',
    category: 'dresses',
    subCategory: 'Daily Wear Poshak',
    art: { kind: 'dress', pattern: 'print' },
    names: ['{c} Printed Daily Wear Poshak', '{c} Simple Daily Seva Poshak', '{c} Bandhani Print Poshak'],
    deities: ['laddu-gopal', 'laddu-gopal', 'laddu-gopal', 'laddu-gopal', 'laddu-gopal'],
    palette: [C.kesari, C.parrotGreen, C.raniPink, C.skyBlue, C.lemon],
    material: 'Cotton blend',
    price: [149, 189],
    step: 0.13,
    occasion: 'Daily seva',
    hsn: '6209',
    grams: [40, 100],
    box: [22, 18, 3],
    dimensions: dressDimensions,
    intro: 'A cheerful {c} printed poshak made for everyday seva, soft on the idol and easy to change.',
    details: ['It keeps its colour through frequent washing, so you can dress Thakur Ji fresh every day.'],
    shortFeatures: ['Soft cotton blend', 'Cheerful print', 'Quick to change', 'Easy wash'],
    highlights: ['Everyday value', 'Colourfast print', 'Soft fabric'],
    features: ['Printed buti pattern', 'Simple lace trim', 'Back-tie closure', DRESS_SIZES_FEATURE],
    care: 'Hand or gentle machine wash in cold water; dry in shade.',
    items: dressItems,
    packaging: 'Zip-lock pouch',
    keywords: ['daily wear', 'simple dress', 'printed poshak'],
    odds: { featured: 0.05, bestseller: 0.35, newArrival: 0.2 },
    dailyUse: true,
  },
  {
    code: 'CMB',
    category: 'combo-dresses',
    subCategory: 'Dress and Mukut Combo',
    art: { kind: 'combo', pattern: 'zari' },
    names: [
      '{c} Poshak and Mor Mukut Combo',
      '{c} Festive Poshak, Mukut and Mala Combo',
      '{c} Zari Poshak with Pagdi Combo',
      '{c} Complete Shringar Combo Set',
    ],
    deities: [
      'laddu-gopal',
      'laddu-gopal',
      'laddu-gopal',
      'laddu-gopal',
      'radha-krishna',
      'radha-krishna',
      'radha-rani',
    ],
    palette: [C.royalBlue, C.kesari, C.maroon, C.parrotGreen, C.raniPink, C.red, C.magenta],
    material: 'Art silk dress with metal alloy mukut',
    price: [449, 749],
    step: 0.18,
    collections: ['festival'],
    occasion: 'Janmashtami, festivals and gifting',
    hsn: '6209',
    grams: [130, 300],
    box: [28, 24, 7],
    dimensions: dressDimensions,
    intro:
      'A ready {c} shringar combo: a zari poshak with a matching mukut, so the whole look comes together in one order.',
    details: [
      'The mukut is colour-matched to the dress and finished with a small peacock feather.',
      'A thoughtful gift for Janmashtami or a new Laddu Gopal at home.',
    ],
    shortFeatures: ['Dress and mukut together', 'Colour-matched set', 'Zari lace dress', 'Gift-ready box'],
    highlights: ['Complete look in one order', 'Saves on buying separately', 'Gift-ready'],
    features: [
      'Poshak with zari lace',
      'Matching mukut with peacock feather',
      'Sized together to the idol',
      DRESS_SIZES_FEATURE,
    ],
    care: 'Dry clean the dress; wipe the mukut with a soft dry cloth.',
    items: (deity) => (deity === 'radha-krishna' ? '1 pair of poshak, 2 mukut' : '1 poshak, 1 mukut, 1 pearl mala'),
    packaging: 'Premium rigid gift box',
    keywords: ['combo dress', 'dress with mukut', 'shringar set'],
    odds: { featured: 0.35, bestseller: 0.35, newArrival: 0.2 },
  },
  {
    code: 'MKT',
    category: 'mukut',
    subCategory: 'Mukut',
    art: { kind: 'mukut', pattern: 'plain' },
    names: [
      'Peacock Mor Mukut with Pearl Drops',
      '{c} Stone Studded Mukut',
      'Golden Kundan Mukut with Mor Pankh',
      '{c} Crystal Mukut with Pearl Latkan',
      'Rajwadi Mukut with Peacock Feather',
      '{c} Navratri Mukut for Mata Rani',
      'Silver Finish Mor Mukut',
      '{c} Meenakari Mukut',
    ],
    deities: [
      'laddu-gopal',
      'laddu-gopal',
      'laddu-gopal',
      'radha-rani',
      'laddu-gopal',
      'mata-rani',
      'mata-rani',
      'radha-krishna',
    ],
    palette: [C.peacock, C.red, C.golden, C.raniPink, C.bottleGreen, C.maroon, C.silver, C.royalBlue],
    material: 'Metal alloy with stones, pearls and peacock feather',
    price: [179, 449],
    step: 0.16,
    collections: ['festival'],
    occasion: 'Daily shringar and festivals',
    hsn: '8306',
    grams: [30, 90],
    box: [15, 12, 8],
    dimensions: idolFitDimensions('Crown'),
    intro: 'A handcrafted crown in gleaming gold tone, set with {c} stones and crowned with a real peacock feather.',
    details: [
      'Pearl drops sway gently around the band for a royal darshan.',
      'An adjustable back loop lets the mukut sit firmly on the idol.',
    ],
    shortFeatures: ['Stone-studded crown', 'Real peacock feather', 'Pearl drops', 'Adjustable fit'],
    highlights: ['Tarnish-resistant finish', 'Lightweight', 'Handcrafted'],
    features: ['Gold-tone metal alloy', 'Colour stones set by hand', 'Adjustable back loop'],
    care: 'Wipe with a soft dry cloth; keep away from water and perfume.',
    items: () => '1 mukut',
    packaging: 'Padded box',
    keywords: ['mukut', 'crown', 'mor mukut'],
    odds: { featured: 0.3, bestseller: 0.35, newArrival: 0.2 },
  },
  {
    code: 'PGD',
    category: 'pagdi',
    subCategory: 'Pagdi',
    art: { kind: 'pagdi', pattern: 'zari' },
    names: [
      '{c} Rajasthani Pagdi with Kalgi',
      '{c} Zari Pagdi with Pearl Strings',
      '{c} Safa Pagdi with Brooch',
      '{c} Embroidered Pagdi with Mor Pankh',
    ],
    deities: [
      'laddu-gopal',
      'laddu-gopal',
      'laddu-gopal',
      'laddu-gopal',
      'laddu-gopal',
      'radha-krishna',
      'radha-krishna',
    ],
    palette: [C.kesari, C.red, C.royalBlue, C.raniPink, C.mustard, C.maroon, C.parrotGreen],
    material: 'Silk brocade with pearls and stone brooch',
    price: [149, 279],
    step: 0.15,
    collections: ['embroidery'],
    occasion: 'Festivals and royal shringar',
    hsn: '6209',
    grams: [20, 70],
    box: [14, 12, 8],
    dimensions: idolFitDimensions('Turban'),
    intro: 'A royal {c} pagdi wrapped in silk brocade, with a jewelled brooch and a feathered kalgi in front.',
    details: [
      'Pearl strings drape around the pagdi for a regal Rajasthani look.',
      'It is pre-tied and shaped, so it simply slips onto the idol.',
    ],
    shortFeatures: ['Pre-tied silk pagdi', 'Jewelled brooch', 'Feathered kalgi', 'Pearl strings'],
    highlights: ['Royal Rajasthani style', 'Ready to wear', 'Light on the idol'],
    features: ['Brocade wraps with zari lines', 'Stone brooch and kalgi', 'Pre-shaped fit'],
    care: 'Spot clean only; store in its box to keep the shape.',
    items: (deity) => (deity === 'radha-krishna' ? '1 pagdi for Krishna and 1 matching chunri for Radha' : '1 pagdi'),
    packaging: 'Rigid box',
    keywords: ['pagdi', 'turban', 'safa'],
    odds: { featured: 0.2, bestseller: 0.3, newArrival: 0.25 },
  },
  {
    code: 'MPG',
    category: 'mukut-pagdi',
    subCategory: 'Mukut Pagdi Set',
    art: { kind: 'mukut-pagdi', pattern: 'zari' },
    names: ['{c} Mukut and Pagdi Set', 'Royal {c} Pagdi with Mini Mukut Set', '{c} Festive Mukut Pagdi Combo'],
    deities: ['laddu-gopal', 'laddu-gopal', 'laddu-gopal', 'laddu-gopal', 'radha-krishna', 'radha-krishna'],
    palette: [C.red, C.royalBlue, C.kesari, C.bottleGreen, C.raniPink, C.purple],
    material: 'Silk brocade pagdi and metal alloy mukut',
    price: [329, 549],
    step: 0.16,
    collections: ['festival'],
    occasion: 'Festivals and gifting',
    hsn: '8306',
    grams: [50, 140],
    box: [20, 15, 9],
    dimensions: idolFitDimensions('Mukut and pagdi'),
    intro: 'A matching set of a {c} brocade pagdi and a gold-tone mukut, so Thakur Ji can wear either for the day.',
    details: [
      'Both pieces share the same stones and pearl drops for a coordinated look.',
      'Switch between pagdi and mukut for daily and festive shringar.',
    ],
    shortFeatures: ['Pagdi and mukut set', 'Matching stones', 'Pearl drops', 'Gift-ready box'],
    highlights: ['Two looks in one', 'Coordinated colours', 'Great gift'],
    features: ['Pre-tied brocade pagdi', 'Gold-tone mukut with feather', 'Adjustable fit'],
    care: 'Spot clean the pagdi; wipe the mukut with a soft dry cloth.',
    items: (deity) =>
      deity === 'radha-krishna' ? '1 pagdi, 1 mukut for Krishna, 1 mukut for Radha' : '1 pagdi, 1 mukut',
    packaging: 'Rigid gift box',
    keywords: ['mukut pagdi set', 'crown and turban', 'shringar set'],
    odds: { featured: 0.3, bestseller: 0.3, newArrival: 0.3 },
  },
  {
    code: 'JHL',
    category: 'jhula',
    subCategory: 'Jhula',
    art: { kind: 'jhula', pattern: 'plain' },
    names: [
      'Wooden Carved Jhula with Bells',
      'Brass Finish Jhula with Flower Arch',
      'Sheesham Wood Jhula with Peacock Motif',
      'Golden Metal Jhula with Ghungroo',
      'Floral Decorated Janmashtami Jhula',
      'Silver Finish Jhula with Velvet Seat',
      'Royal Jhula with {c} Cushion',
    ],
    deities: [
      'laddu-gopal',
      'laddu-gopal',
      'radha-krishna',
      'laddu-gopal',
      'laddu-gopal',
      'radha-krishna',
      'radha-krishna',
    ],
    palette: [C.wood, C.golden, C.wood, C.golden, C.raniPink, C.silver, C.maroon],
    material: 'Wood with brass fittings',
    price: [899, 1599],
    step: 0.22,
    sizes: ['2', '3', '4', '5', '6'],
    collections: ['festival'],
    occasion: 'Janmashtami, Jhulan Yatra and daily seva',
    hsn: '4420',
    grams: [650, 1900],
    box: [40, 30, 14],
    dimensions: heightDimensions(20, 3.5, 'Jhula'),
    intro: 'A beautifully finished {c} jhula with carved pillars, swinging chains and a cushioned seat for Thakur Ji.',
    details: [
      'Tiny ghungroo bells chime softly with every swing during Jhulan Yatra.',
      'It assembles in minutes and stands firmly on its wide base.',
      'The flower arch can be decorated with fresh garlands on Janmashtami.',
    ],
    shortFeatures: ['Carved pillars', 'Swinging chains', 'Cushioned seat', 'Ghungroo bells'],
    highlights: ['Sturdy wide base', 'Easy assembly', 'Perfect for Jhulan Yatra'],
    features: ['Smooth polished finish', 'Detachable seat and chains', 'Decorative top arch'],
    care: 'Dust with a soft cloth; keep away from moisture.',
    items: () => '1 jhula frame, 1 seat with chains, 1 cushion, assembly screws',
    packaging: 'Corrugated box with foam',
    keywords: ['jhula', 'swing', 'palna', 'jhulan yatra'],
    odds: { featured: 0.4, bestseller: 0.3, newArrival: 0.2 },
    handling: 2,
  },
  {
    code: 'SNG',
    category: 'singhasan',
    subCategory: 'Singhasan',
    art: { kind: 'singhasan', pattern: 'plain' },
    names: [
      'Royal Carved Wooden Singhasan',
      'Golden Meenakari Singhasan with {c} Cushion',
      'Mata Rani Singhasan with Chhatra',
      'Brass Finish Singhasan with Lion Arms',
      'Velvet Cushion Singhasan in {c}',
      'Peacock Back Singhasan',
    ],
    deities: ['laddu-gopal', 'laddu-gopal', 'mata-rani', 'mata-rani', 'radha-krishna', 'laddu-gopal'],
    palette: [C.wood, C.red, C.maroon, C.golden, C.royalBlue, C.peacock],
    material: 'Wood with metal fittings and velvet cushion',
    price: [699, 1299],
    step: 0.22,
    sizes: ['2', '3', '4', '5', '6'],
    collections: ['festival'],
    occasion: 'Home mandir, festivals and daily seva',
    hsn: '4420',
    grams: [500, 1600],
    box: [34, 28, 22],
    dimensions: heightDimensions(14, 3, 'Singhasan'),
    intro: 'A regal {c} singhasan with a high carved back, curved arms and a soft velvet cushion.',
    details: [
      'Gold accents and small stones on the back frame make the idol glow in the mandir.',
      'The solid base keeps it steady during aarti and bhog.',
    ],
    shortFeatures: ['High carved back', 'Velvet cushion', 'Solid base', 'Gold accents'],
    highlights: ['Temple-style design', 'Steady and strong', 'Ready to use'],
    features: ['Polished finish', 'Removable cushion', 'Stone-studded back'],
    care: 'Dust with a soft cloth; do not wash.',
    items: () => '1 singhasan with cushion',
    packaging: 'Corrugated box with foam',
    keywords: ['singhasan', 'throne', 'asan', 'mandir'],
    odds: { featured: 0.35, bestseller: 0.25, newArrival: 0.2 },
    handling: 2,
  },
  {
    code: 'JHS',
    category: 'jhula-singhasan',
    subCategory: 'Jhula Singhasan Set',
    art: { kind: 'jhula-singhasan', pattern: 'plain' },
    names: [
      '2-in-1 Jhula Singhasan with {c} Seat',
      'Royal Jhula with Detachable Singhasan',
      'Janmashtami Jhula Singhasan Set in {c}',
    ],
    deities: ['laddu-gopal', 'laddu-gopal', 'radha-krishna'],
    palette: [C.maroon, C.golden, C.royalBlue],
    material: 'Wood and metal alloy with velvet seat',
    price: [1599, 2499],
    step: 0.22,
    sizes: ['3', '4', '5', '6'],
    collections: ['festival', 'jhula', 'singhasan'],
    occasion: 'Janmashtami and Jhulan Yatra',
    hsn: '4420',
    grams: [1100, 2600],
    box: [45, 34, 16],
    dimensions: heightDimensions(22, 4, 'Frame'),
    intro: 'A two-in-one set: a decorated jhula frame whose {c} singhasan seat lifts off to stand on its own.',
    details: [
      'Use it as a swing for Jhulan Yatra and as a throne for the rest of the year.',
      'Bells and a flower arch make it the centrepiece of your Janmashtami jhanki.',
    ],
    shortFeatures: ['Jhula and singhasan in one', 'Detachable seat', 'Flower arch', 'Bells on chains'],
    highlights: ['Two uses', 'Festival centrepiece', 'Sturdy build'],
    features: ['Detachable singhasan seat', 'Polished frame', 'Quick assembly'],
    care: 'Dust with a soft cloth; keep away from moisture.',
    items: () => '1 jhula frame, 1 singhasan seat with chains, 1 cushion, assembly screws',
    packaging: 'Corrugated box with foam',
    keywords: ['jhula singhasan', 'swing throne', 'janmashtami'],
    odds: { featured: 0.5, bestseller: 0.3, newArrival: 0.3 },
    handling: 2,
  },
  {
    code: 'JWL',
    category: 'jewellery',
    subCategory: 'Necklace',
    art: { kind: 'necklace', pattern: 'plain' },
    names: [
      'Kundan Necklace with {c} Stones',
      'Pearl Haar with Pendant',
      'Temple Necklace with {c} Meenakari',
      'Layered Rani Haar',
    ],
    deities: ['laddu-gopal', 'radha-rani', 'mata-rani', 'radha-rani'],
    palette: [C.red, C.pearl, C.bottleGreen, C.raniPink],
    material: 'Metal alloy with kundan stones and pearls',
    price: [149, 349],
    step: 0.14,
    collections: ['festival'],
    occasion: 'Festivals and daily shringar',
    hsn: '7117',
    grams: [15, 45],
    box: [12, 10, 4],
    dimensions: idolFitDimensions('Necklace'),
    intro: 'A finely made necklace with {c} stones set in gold tone and edged with tiny pearls.',
    details: [
      'The adjustable dori lets it sit neatly on the idol.',
      'Its pendant catches the lamp light beautifully during aarti.',
    ],
    shortFeatures: ['Kundan and pearls', 'Adjustable dori', 'Gold-tone finish', 'Light on the idol'],
    highlights: ['Anti-tarnish coating', 'Handset stones', 'Gift-ready'],
    features: ['Gold-tone metal alloy', 'Centre pendant', 'Adjustable length'],
    care: 'Wipe with a dry cloth; keep away from water and perfume.',
    items: () => '1 necklace',
    packaging: 'Jewellery box',
    keywords: ['necklace', 'haar', 'kundan'],
    odds: { featured: 0.25, bestseller: 0.3, newArrival: 0.25 },
  },
  {
    code: 'JWL',
    category: 'jewellery',
    subCategory: 'Earrings',
    art: { kind: 'earrings', pattern: 'plain' },
    names: ['Jhumka Earrings with {c} Stones', 'Pearl Drop Kundal'],
    deities: ['radha-rani', 'laddu-gopal'],
    palette: [C.raniPink, C.pearl],
    material: 'Metal alloy with stones and pearls',
    price: [149, 229],
    step: 0.12,
    occasion: 'Daily shringar and festivals',
    hsn: '7117',
    grams: [10, 25],
    box: [10, 8, 4],
    dimensions: idolFitDimensions('Earrings'),
    intro: 'A pair of dainty jhumkas with {c} stones and swinging pearl drops.',
    details: ['Hook and clip options suit both pierced and unpierced idols.'],
    shortFeatures: ['Pair of jhumkas', 'Pearl drops', 'Clip or hook', 'Lightweight'],
    highlights: ['Handset stones', 'Gold-tone finish', 'Gift-ready'],
    features: ['Bell-shaped jhumka', 'Pearl drops', 'Clip-on backs included'],
    care: 'Wipe with a dry cloth; keep away from water.',
    items: () => '1 pair of earrings',
    packaging: 'Jewellery box',
    keywords: ['earrings', 'jhumka', 'kundal'],
    odds: { featured: 0.2, bestseller: 0.25, newArrival: 0.3 },
  },
  {
    code: 'JWL',
    category: 'jewellery',
    subCategory: 'Bansuri',
    art: { kind: 'bansuri', pattern: 'plain' },
    names: ['Stone Studded Golden Bansuri with Latkan', 'Meenakari Bansuri in {c}', 'Pearl Bansuri with Mor Pankh'],
    deities: ['laddu-gopal', 'laddu-gopal', 'radha-krishna'],
    palette: [C.golden, C.royalBlue, C.pearl],
    material: 'Metal alloy with stones',
    price: [149, 299],
    step: 0.14,
    occasion: 'Daily shringar and Janmashtami',
    hsn: '7117',
    grams: [15, 40],
    box: [16, 6, 4],
    dimensions: idolFitDimensions('Flute'),
    intro: 'A jewelled bansuri in gold tone with {c} stones and a tiny silk latkan, made to rest in Kanha ji’s hands.',
    details: ['Its size is matched to the idol so it sits naturally in the hand.'],
    shortFeatures: ['Stone-studded bansuri', 'Silk latkan', 'Gold-tone finish', 'Sized to idol'],
    highlights: ['Kanha’s favourite', 'Handset stones', 'Lightweight'],
    features: ['Metal alloy body', 'Decorative bands', 'Silk tassel'],
    care: 'Wipe with a soft dry cloth.',
    items: () => '1 bansuri',
    packaging: 'Jewellery box',
    keywords: ['bansuri', 'flute', 'krishna flute'],
    odds: { featured: 0.25, bestseller: 0.4, newArrival: 0.2 },
  },
  {
    code: 'JWL',
    category: 'jewellery',
    subCategory: 'Bracelets',
    art: { kind: 'bracelet', pattern: 'plain' },
    names: ['Kundan Kada Pair in {c}', 'Pearl Bangles Set for Radha Rani', 'Meenakari Kada Pair'],
    deities: ['laddu-gopal', 'radha-rani', 'mata-rani'],
    palette: [C.red, C.pearl, C.bottleGreen],
    material: 'Metal alloy with kundan and pearls',
    price: [149, 249],
    step: 0.12,
    occasion: 'Daily shringar and festivals',
    hsn: '7117',
    grams: [10, 30],
    box: [10, 8, 4],
    dimensions: idolFitDimensions('Bracelets'),
    intro: 'A pair of gold-tone kadas set with {c} kundan stones, made to slip onto the idol’s wrists.',
    details: ['The open back adjusts gently to the wrist.'],
    shortFeatures: ['Pair of kadas', 'Kundan stones', 'Adjustable open back', 'Gold-tone finish'],
    highlights: ['Handset stones', 'Anti-tarnish coating', 'Gift-ready'],
    features: ['Adjustable kada', 'Stone-set front', 'Smooth inner edge'],
    care: 'Wipe with a dry cloth; keep away from water.',
    items: () => '1 pair of bracelets',
    packaging: 'Jewellery box',
    keywords: ['kada', 'bangles', 'bracelet'],
    odds: { featured: 0.15, bestseller: 0.25, newArrival: 0.3 },
  },
  {
    code: 'ACC',
    category: 'accessories',
    subCategory: 'Flute',
    art: { kind: 'flute', pattern: 'plain' },
    names: ['Wooden Bansuri with Peacock Feather', 'Painted {c} Flute with Mor Pankh', 'Bamboo Flute with Silk Tassel'],
    deities: ['laddu-gopal', 'laddu-gopal', 'radha-krishna'],
    palette: [C.wood, C.royalBlue, C.mustard],
    material: 'Wood with peacock feather',
    price: [149, 199],
    step: 0.12,
    occasion: 'Daily shringar',
    hsn: '4420',
    grams: [10, 35],
    box: [20, 6, 4],
    dimensions: idolFitDimensions('Flute'),
    intro: 'A hand-finished {c} flute with a small peacock feather tied on with silk thread.',
    details: ['Light and smooth, it rests easily in Thakur Ji’s hand every day.'],
    shortFeatures: ['Hand-painted flute', 'Peacock feather', 'Silk tassel', 'Lightweight'],
    highlights: ['Daily shringar essential', 'Handmade', 'Natural materials'],
    features: ['Smooth wooden body', 'Painted bands', 'Feather tied with silk'],
    care: 'Wipe with a dry cloth.',
    items: () => '1 flute',
    packaging: 'Zip-lock pouch',
    keywords: ['flute', 'bansuri', 'mor pankh'],
    odds: { featured: 0.15, bestseller: 0.4, newArrival: 0.2 },
    dailyUse: true,
  },
  {
    code: 'ACC',
    category: 'accessories',
    subCategory: 'Mor Pankh',
    art: { kind: 'feather', pattern: 'plain' },
    names: ['Natural Peacock Mor Pankh Set of 5', 'Mor Pankh Fan', 'Mor Pankh Kalgi with Pearl Pin'],
    deities: ['laddu-gopal', 'radha-krishna', 'laddu-gopal'],
    palette: [C.peacock, C.peacock, C.peacock],
    material: 'Natural peacock feathers',
    price: [149, 249],
    step: 0.12,
    sizes: ['0', '2', '4', '6'],
    occasion: 'Daily shringar and decoration',
    hsn: '6701',
    grams: [10, 40],
    box: [30, 10, 4],
    dimensions: idolFitDimensions('Feathers'),
    intro: 'Naturally shed peacock feathers in glowing {c}, trimmed and sorted for shringar and mandir decoration.',
    details: ['Tuck them into the mukut, pagdi or behind the idol for Kanha’s signature look.'],
    shortFeatures: ['Naturally shed feathers', 'Trimmed to size', 'Vivid eyes', 'Cruelty-free'],
    highlights: ['Krishna’s favourite', 'Natural shine', 'Ready to use'],
    features: ['Sorted by length', 'Clean, full eyes', 'Soft stems'],
    care: 'Keep dry and away from direct sunlight.',
    items: () => 'Peacock feathers as per size',
    packaging: 'Long rigid tube',
    keywords: ['mor pankh', 'peacock feather', 'krishna'],
    odds: { featured: 0.2, bestseller: 0.45, newArrival: 0.15 },
    dailyUse: true,
  },
  {
    code: 'ACC',
    category: 'accessories',
    subCategory: 'Bed and Palna',
    art: { kind: 'bed', pattern: 'embroidery' },
    names: ['Wooden Palang Bed with {c} Bedding', 'Shayan Bed with Pillows and Razai', 'Soft Sleeping Bed Set in {c}'],
    deities: ['laddu-gopal', 'laddu-gopal', 'radha-krishna'],
    palette: [C.raniPink, C.royalBlue, C.peach],
    material: 'Wood with cotton bedding',
    price: [449, 799],
    step: 0.18,
    sizes: ['1', '2', '3', '4', '5', '6'],
    occasion: 'Daily shayan seva',
    hsn: '4420',
    grams: [300, 900],
    box: [32, 22, 12],
    dimensions: heightDimensions(14, 2.5, 'Bed length'),
    intro: 'A little palang for shayan seva, with a soft {c} mattress, round pillows and a quilt.',
    details: ['The bedding is removable and washable.', 'It makes night-time seva of Thakur Ji sweet and simple.'],
    shortFeatures: ['Wooden palang', 'Mattress, pillows and quilt', 'Removable bedding', 'Polished wood'],
    highlights: ['For shayan seva', 'Washable bedding', 'Sturdy'],
    features: ['Carved headboard', 'Soft cotton bedding', 'Fits the chosen idol size'],
    care: 'Wash the bedding by hand; dust the bed with a soft cloth.',
    items: () => '1 bed, 1 mattress, 2 pillows, 1 quilt',
    packaging: 'Corrugated box',
    keywords: ['bed', 'palang', 'shayan'],
    odds: { featured: 0.2, bestseller: 0.25, newArrival: 0.3 },
    dailyUse: true,
    handling: 2,
  },
  {
    code: 'ACC',
    category: 'accessories',
    subCategory: 'Mala',
    art: { kind: 'mala', pattern: 'plain' },
    names: ['Vaijanti Mala', 'Pearl and {c} Bead Mala', 'Tulsi Kanthi Mala'],
    deities: ['radha-krishna', 'mata-rani', 'laddu-gopal'],
    palette: [C.wood, C.red, C.parrotGreen],
    material: 'Beads and pearls',
    price: [149, 199],
    step: 0.1,
    occasion: 'Daily shringar',
    hsn: '7117',
    grams: [10, 30],
    box: [12, 10, 3],
    dimensions: idolFitDimensions('Mala'),
    intro: 'A hand-strung mala of {c} beads with a guru bead and silk tassel, sized for the idol.',
    details: ['Strung on strong thread so it lasts through daily shringar.'],
    shortFeatures: ['Hand-strung beads', 'Silk tassel', 'Sized to idol', 'Strong thread'],
    highlights: ['Daily shringar', 'Natural beads', 'Lightweight'],
    features: ['Guru bead', 'Knotted stringing', 'Tassel finish'],
    care: 'Keep dry; wipe gently.',
    items: () => '1 mala',
    packaging: 'Zip-lock pouch',
    keywords: ['mala', 'vaijanti', 'tulsi'],
    odds: { featured: 0.1, bestseller: 0.35, newArrival: 0.2 },
    dailyUse: true,
  },
  {
    code: 'ACC',
    category: 'accessories',
    subCategory: 'Chunri',
    art: { kind: 'chunri', pattern: 'gota' },
    names: ['{c} Gota Chunri for Mata Rani', 'Navratri {c} Chunri with Golden Lace', '{c} Net Chunri with Sitara Work'],
    deities: ['mata-rani', 'mata-rani', 'radha-rani'],
    palette: [C.red, C.kesari, C.raniPink],
    material: 'Net and georgette with gota lace',
    price: [149, 249],
    step: 0.12,
    collections: ['festival'],
    occasion: 'Navratri, jagran and daily puja',
    hsn: '6209',
    grams: [20, 70],
    box: [22, 18, 3],
    dimensions: idolFitDimensions('Chunri'),
    intro: 'A bright {c} chunri edged with gota lace and scattered sitara, to drape over the idol or the chowki.',
    details: ['Perfect for Navratri puja, mata ki chowki and jagran.'],
    shortFeatures: ['Gota lace border', 'Sitara work', 'Light net fabric', 'Bright festive colour'],
    highlights: ['Navratri essential', 'Light and airy', 'Colourfast'],
    features: ['Gota lace on all four sides', 'Scattered sitara', 'Soft net fabric'],
    care: 'Hand wash in cold water; dry in shade.',
    items: () => '1 chunri',
    packaging: 'Zip-lock pouch',
    keywords: ['chunri', 'chunari', 'navratri'],
    odds: { featured: 0.2, bestseller: 0.4, newArrival: 0.2 },
  },
  {
    code: 'ACC',
    category: 'accessories',
    subCategory: 'Shringar Kit',
    art: { kind: 'kit', pattern: 'plain' },
    names: ['Complete Shringar Kit with {c} Stones', 'Solah Shringar Kit for Mata Rani', 'Radha Rani Shringar Box'],
    deities: ['laddu-gopal', 'mata-rani', 'radha-rani'],
    palette: [C.red, C.maroon, C.raniPink],
    material: 'Metal alloy, stones, beads and fabric',
    price: [349, 599],
    step: 0.14,
    collections: ['festival'],
    occasion: 'Festivals, gifting and Navratri',
    hsn: '7117',
    grams: [80, 200],
    box: [20, 16, 6],
    dimensions: idolFitDimensions('Kit'),
    intro: 'A complete shringar kit with {c} stone jewellery, a mini mukut, mala and bansuri in one decorated box.',
    details: [
      'Everything matches, so you can adorn the idol fully in minutes.',
      'A lovely gift for festivals and griha pravesh.',
    ],
    shortFeatures: ['Complete matching set', 'Necklace, earrings, mukut', 'Decorated box', 'Gift-ready'],
    highlights: ['All-in-one shringar', 'Matching pieces', 'Great gift'],
    features: ['Necklace and earrings', 'Mini mukut', 'Mala and bansuri'],
    care: 'Wipe metal pieces with a dry cloth; keep in the box when not in use.',
    items: (deity) =>
      deity === 'mata-rani'
        ? 'Mukut, necklace, earrings, nath, bangles, bindi and chunri'
        : 'Mukut, necklace, earrings, mala and bansuri',
    packaging: 'Decorated gift box',
    keywords: ['shringar kit', 'solah shringar', 'gift set'],
    odds: { featured: 0.35, bestseller: 0.3, newArrival: 0.3 },
  },
];

// ---------------------------------------------------------------- building

const CUT: Record<DeitySlug, DressCut> = {
  'laddu-gopal': 'frock',
  'radha-krishna': 'pair',
  'radha-rani': 'lehenga',
  'mata-rani': 'lehenga',
};

const FABRIC_KINDS: ArtKind[] = ['dress', 'combo', 'pagdi', 'chunri', 'bed'];

function viewsFor(kind: ArtKind, count: number): ArtView[] {
  const views: ArtView[] = FABRIC_KINDS.includes(kind)
    ? ['front', 'detail', 'display', 'swatch']
    : ['front', 'display', 'detail', 'top'];
  return views.slice(0, count);
}

/**
 * The name with the colour in place of `{c}`. A word of the template that the colour already says
 * is dropped, so 'Royal {c} Pagdi' in Royal Blue reads 'Royal Blue Pagdi', not 'Royal Royal Blue Pagdi'.
 */
export function titleColour(name: string, colour: Pick<Colour, 'name'>): string {
  const colourWords = new Set(colour.name.toLowerCase().split(/\s+/));
  const template = name
    .split(/\s+/)
    .filter((word) => word === '{c}' || !colourWords.has(word.toLowerCase()))
    .join(' ');
  return template.replace('{c}', colour.name).replace(/\s+/g, ' ').trim();
}

function withDeity(name: string, deity: DeitySlug): string {
  const deityName = DEITY_NAME[deity];
  if (name.includes(deityName)) return name;
  return `${name} for ${deityName}`;
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function buildVariants(rand: () => number, line: Line, sku: string, discounted: boolean): VariantSeed[] {
  const sizes = line.sizes ?? ALL_SIZES;
  const base = between(rand, line.price[0], line.price[1]);
  const markup = 1.2 + rand() * 0.45;
  let previous = 0;
  return sizes.map((size, position) => {
    let rupees = shopRupees(base * (1 + line.step * position));
    if (rupees <= previous) rupees = previous + 10;
    rupees = Math.min(rupees, 4999);
    previous = rupees;
    const roll = rand();
    const stock = roll < 0.08 ? 0 : roll < 0.23 ? between(rand, 1, 10) : between(rand, 11, 60);
    return {
      size,
      sku: `${sku}-S${size}`,
      pricePaise: rupees * 100,
      originalPricePaise: discounted ? Math.max(rupees + 50, shopRupees(rupees * markup)) * 100 : null,
      stock,
      position,
    };
  });
}

/** The line's Hindi, checked against the English item for item. */
function hindiLine(line: Line): LineHindi {
  const hindi = LINES_HI[line.subCategory];
  if (!hindi) throw new Error(`No Hindi for the line ${line.subCategory}`);
  for (const key of ['names', 'details', 'shortFeatures', 'highlights', 'features'] as const) {
    if (hindi[key].length !== line[key].length) throw new Error(`Hindi ${key} of ${line.subCategory} differ in number`);
  }
  return hindi;
}

/**
 * The description in both languages, from the same drawn details: the intro, one detail, the fit
 * and sometimes a second detail.
 */
function sentences(rand: () => number, line: Line, colour: Colour, deity: DeitySlug): { en: string; hi: string } {
  const left = line.details.map((_, index) => index);
  const chosen = left.splice(Math.floor(rand() * left.length), 1);
  if (left.length > 0 && rand() < 0.5) chosen.push(at(left, Math.floor(rand() * left.length)));
  const fabric = FABRIC_KINDS.includes(line.art.kind) ? 'fabric' : 'other';
  const hindi = hindiLine(line);
  const write = (intro: string, details: string[], fit: string) =>
    [intro, details[chosen[0]!], fit, ...chosen.slice(1).map((index) => details[index])]
      .filter((p): p is string => Boolean(p))
      .join(' ');
  return {
    en: write(line.intro.replace('{c}', colour.name.toLowerCase()), line.details, DEITY_FIT[fabric][deity]),
    hi: write(withColourHi(hindi.intro, colour.name), hindi.details, DEITY_FIT_HI[fabric][deity]),
  };
}

function hindiOfTable(table: Record<string, string>, english: string): string {
  const hindi = table[english];
  if (!hindi) throw new Error(`No Hindi for ${english}`);
  return hindi;
}

/** The Hindi name: `<deity> के लिए <name>`, unless the name already says whose it is. */
function hindiName(template: string, colour: Colour, deity: DeitySlug): string {
  const name = withColourHi(template, colour.name);
  const deityName = DEITIES_HI[deity].name;
  return name.includes(deityName) ? name : `${deityName} के लिए ${name}`;
}

function formatWeight(grams: [number, number], sizes: string[], language: Language = 'en'): string {
  if (language === 'hi')
    return sizes.length > 1 ? `लगभग ${grams[0]}-${grams[1]} ग्राम, साइज़ के अनुसार` : `लगभग ${grams[0]} ग्राम`;
  return sizes.length > 1 ? `Approx. ${grams[0]}-${grams[1]} g depending on size` : `Approx. ${grams[0]} g`;
}

function buildCatalogue(seed = 20240826): Catalogue {
  const rand = seededRandom(seed);
  const products: ProductSeed[] = [];
  const usedSlugs = new Set<string>();
  const skuCounters = new Map<string, number>();

  for (const line of LINES) {
    line.deities.forEach((deity, index) => {
      const colour = at(line.palette, index);
      const name = withDeity(titleColour(at(line.names, index), colour), deity);
      let slug = slugify(name);
      for (let n = 2; usedSlugs.has(slug); n += 1) slug = `${slugify(name)}-${n}`;
      usedSlugs.add(slug);

      const counter = (skuCounters.get(line.code) ?? 0) + 1;
      skuCounters.set(line.code, counter);
      const sku = `SS-${line.code}-${String(counter).padStart(4, '0')}`;

      const odds = line.odds ?? {};
      const isFeatured = rand() < (odds.featured ?? 0.2);
      const isBestseller = rand() < (odds.bestseller ?? 0.25);
      const isNewArrival = rand() < (odds.newArrival ?? 0.2);
      const isDailyUse = line.dailyUse ?? false;
      const discounted = rand() < 0.4;
      const sizes = line.sizes ?? ALL_SIZES;
      const variants = buildVariants(rand, line, sku, discounted);

      // This draw once made an invented rating; it is still taken so every later value keeps its seed.
      rand();
      const popularity = between(rand, isBestseller ? 120 : 6, isBestseller ? 640 : 220);
      const salesCount = popularity * between(rand, 3, 7) + (isBestseller ? 400 : 0);

      const collections = new Set<string>([line.category, ...(line.collections ?? [])]);
      if (line.category === 'combo-dresses') collections.add('dresses');
      if (line.category !== 'dresses' && line.category !== 'combo-dresses') collections.add('accessories');
      if (line.category === 'mukut' || line.category === 'pagdi') collections.add('mukut-pagdi');
      if (line.category === 'mukut-pagdi') ['mukut', 'pagdi'].forEach((c) => collections.add(c));
      if (line.category === 'jhula' || line.category === 'singhasan') collections.add('jhula-singhasan');
      if (isFeatured) collections.add('featured');
      if (isBestseller) collections.add('bestsellers');
      if (isNewArrival) collections.add('new-arrivals');
      if (isDailyUse) collections.add('daily-wear');

      const { en: description, hi: descriptionHi } = sentences(rand, line, colour, deity);
      const hindi = hindiLine(line);
      const deityName = DEITY_NAME[deity];
      const imageCount = between(rand, 2, 4);
      const [boxL, boxW, boxH] = line.box;

      const featureCount = between(rand, 3, Math.min(5, line.shortFeatures.length));
      products.push({
        slug,
        name,
        description,
        shortFeatures: line.shortFeatures.slice(0, featureCount),
        categorySlug: line.category,
        subCategory: line.subCategory,
        deitySlug: deity,
        material: line.material,
        sku,
        color: colour.name,
        highlights: line.highlights,
        features: line.features,
        specifications: {
          brand: 'Shringar Shop',
          color: colour.name,
          occasion: line.occasion,
          dimensions: line.dimensions(sizes),
          weight: formatWeight(line.grams, sizes),
          careInstructions: line.care,
        },
        packageContent: { itemsIncluded: line.items(deity), packagingType: line.packaging },
        meta: {
          title: `${name} | Shringar Shop`,
          description: cap(description.split('. ')[0] ?? description)
            .replace(/\.?$/, '.')
            .slice(0, 160),
          keywords: [
            ...line.keywords,
            deityName.toLowerCase(),
            colour.name.toLowerCase(),
            `${deityName.toLowerCase()} ${line.subCategory.toLowerCase()}`,
          ],
        },
        isFeatured,
        isBestseller,
        isNewArrival,
        isDailyUse,
        shippingWeightGrams: line.grams[1] + 40,
        shippingDimensions: `${boxL} x ${boxW} x ${boxH} cm`,
        handlingTimeDays: line.handling ?? (rand() < 0.7 ? 1 : 2),
        shippingChargePaise: 0,
        hsnCode: line.hsn,
        salesCount,
        collections: [...collections],
        variants,
        art: {
          kind: line.art.kind,
          pattern: line.art.pattern,
          primary: colour.primary,
          accent: colour.accent,
          cut: CUT[deity],
          seed: Math.floor(rand() * 1_000_000),
          views: viewsFor(line.art.kind, imageCount),
        },
        hi: {
          name: hindiName(at(hindi.names, index), colour, deity),
          description: descriptionHi,
          shortFeatures: hindi.shortFeatures.slice(0, featureCount),
          specifications: {
            color: withColourHi('{c}', colour.name),
            occasion: hindi.occasion,
            dimensions: line.dimensions(sizes, 'hi'),
            weight: formatWeight(line.grams, sizes, 'hi'),
            careInstructions: hindi.care,
          },
          highlights: hindi.highlights,
          features: hindi.features,
          material: hindi.material,
          subCategory: hindi.type,
          countryOfOrigin: COUNTRY_OF_ORIGIN_HI,
          packageContent: {
            itemsIncluded: hindiOfTable(PACKAGE_ITEMS_HI, line.items(deity)),
            packagingType: hindiOfTable(PACKAGING_HI, line.packaging),
          },
        },
      });
    });
  }

  return { deities: DEITIES, collections: COLLECTIONS, products };
}

/** Every collection slug a shopper can open, from the spec's route table. */
export const SPEC_COLLECTION_SLUGS = [
  'festival',
  'summer',
  'winter',
  'daily-wear',
  'featured',
  'designerdress',
  'heavy-dress',
  'jhula',
  'embroidery',
  'pagdi',
  'mukut',
  'mukut-pagdi',
  'combo-dresses',
  'accessories',
  'jhula-singhasan',
  'singhasan',
  'jewellery',
  'bestsellers',
  'new-arrivals',
] as const;

export const CATALOGUE: Catalogue = buildCatalogue();
