import type { MessageId } from '../../locales/catalogues.server';
import type { CategoryGlyphName } from './components/category-glyph';

/** The collections the home page's circles lead to: those the `home` catalogue names. */
type CategorySlug = { [Id in MessageId]: Id extends `home.category:${infer Slug}` ? Slug : never }[MessageId];
type HomeCategory = { slug: CategorySlug; glyph: CategoryGlyphName; tone: string };

/**
 * The strip of category circles at the top of the home page (spec section 2), in its order; each
 * is named by the `home.category:<slug>` message.
 */
export const HOME_CATEGORIES: readonly HomeCategory[] = [
  { slug: 'embroidery', glyph: 'flower', tone: 'from-rose-100 to-rose-200' },
  { slug: 'heavy-dress', glyph: 'dress', tone: 'from-amber-100 to-amber-200' },
  { slug: 'jhula', glyph: 'swing', tone: 'from-lime-100 to-lime-200' },
  { slug: 'singhasan', glyph: 'throne', tone: 'from-orange-100 to-orange-200' },
  { slug: 'accessories', glyph: 'flute', tone: 'from-sky-100 to-sky-200' },
  { slug: 'daily-wear', glyph: 'sun', tone: 'from-yellow-100 to-yellow-200' },
  { slug: 'festival', glyph: 'diya', tone: 'from-red-100 to-red-200' },
  { slug: 'featured', glyph: 'star', tone: 'from-violet-100 to-violet-200' },
  { slug: 'summer', glyph: 'leaf', tone: 'from-emerald-100 to-emerald-200' },
  { slug: 'bestsellers', glyph: 'heart', tone: 'from-pink-100 to-pink-200' },
  { slug: 'mukut', glyph: 'crown', tone: 'from-amber-100 to-yellow-200' },
  { slug: 'pagdi', glyph: 'turban', tone: 'from-fuchsia-100 to-fuchsia-200' },
];

/** 'Explore Our Collections': four tiles, two of them named for the feel rather than the collection. */
export const EXPLORE_TILES: readonly { title: MessageId; blurb: MessageId; to: string; tone: string }[] = [
  {
    title: 'home.festivalTile',
    blurb: 'home.festivalBlurb',
    to: '/collections/festival',
    tone: 'from-saffron-600 to-maroon-700',
  },
  {
    title: 'home.accessoriesTile',
    blurb: 'home.accessoriesBlurb',
    to: '/collections/accessories',
    tone: 'from-leaf-600 to-emerald-900',
  },
  {
    title: 'home.premiumTile',
    blurb: 'home.premiumBlurb',
    to: '/collections/heavy-dress',
    tone: 'from-maroon-700 to-maroon-900',
  },
  {
    title: 'home.royalTile',
    blurb: 'home.royalBlurb',
    to: '/collections/embroidery',
    tone: 'from-indigo-700 to-violet-900',
  },
];
