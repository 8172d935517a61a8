import type { CategoryGlyphName } from './components/category-glyph';

type HomeCategory = { label: string; slug: string; glyph: CategoryGlyphName; tone: string };

/** The strip of category circles at the top of the home page (spec section 2), in its order. */
export const HOME_CATEGORIES: readonly HomeCategory[] = [
  { label: 'Embroidery', slug: 'embroidery', glyph: 'flower', tone: 'from-rose-100 to-rose-200' },
  { label: 'Heavy Dress', slug: 'heavy-dress', glyph: 'dress', tone: 'from-amber-100 to-amber-200' },
  { label: 'Jhula', slug: 'jhula', glyph: 'swing', tone: 'from-lime-100 to-lime-200' },
  { label: 'Singhasan', slug: 'singhasan', glyph: 'throne', tone: 'from-orange-100 to-orange-200' },
  { label: 'Accessories', slug: 'accessories', glyph: 'flute', tone: 'from-sky-100 to-sky-200' },
  { label: 'Daily Wear', slug: 'daily-wear', glyph: 'sun', tone: 'from-yellow-100 to-yellow-200' },
  { label: 'Festival', slug: 'festival', glyph: 'diya', tone: 'from-red-100 to-red-200' },
  { label: 'Featured', slug: 'featured', glyph: 'star', tone: 'from-violet-100 to-violet-200' },
  { label: 'Summer', slug: 'summer', glyph: 'leaf', tone: 'from-emerald-100 to-emerald-200' },
  { label: 'Bestsellers', slug: 'bestsellers', glyph: 'heart', tone: 'from-pink-100 to-pink-200' },
  { label: 'Mukut', slug: 'mukut', glyph: 'crown', tone: 'from-amber-100 to-yellow-200' },
  { label: 'Pagdi', slug: 'pagdi', glyph: 'turban', tone: 'from-fuchsia-100 to-fuchsia-200' },
];

/** 'Explore Our Collections': four tiles, two of them named for the feel rather than the collection. */
export const EXPLORE_TILES = [
  {
    title: 'Festival',
    blurb: 'Bright poshak and shringar for Janmashtami, Diwali and every utsav.',
    to: '/collections/festival',
    tone: 'from-saffron-600 to-maroon-700',
  },
  {
    title: 'Accessories',
    blurb: 'Bansuri, mirrors, cushions and the little things of daily seva.',
    to: '/collections/accessories',
    tone: 'from-leaf-600 to-emerald-900',
  },
  {
    title: 'Premium',
    blurb: 'Heavy dresses with stone, zari and gota work, for the grandest days.',
    to: '/collections/heavy-dress',
    tone: 'from-maroon-700 to-maroon-900',
  },
  {
    title: 'Royal',
    blurb: 'Hand embroidery in silk threads and sequins, fit for a king.',
    to: '/collections/embroidery',
    tone: 'from-indigo-700 to-violet-900',
  },
] as const;
