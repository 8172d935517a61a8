export type BlogPost = {
  slug: string;
  title: string;
  /** ISO date of publication. */
  published: string;
  readingMinutes: number;
  excerpt: string;
};

/** Newest first. Full articles get their own pages in a later issue. */
export const BLOG_POSTS: BlogPost[] = [
  {
    slug: 'measure-laddu-gopal-for-the-right-dress-size',
    title: 'How to measure your Laddu Gopal for the right dress size',
    published: '2026-11-10',
    readingMinutes: 4,
    excerpt:
      'Seat your Thakur Ji on a flat surface and measure from the base to the top of the head with a soft tape. That one number, matched against our size chart, tells you the idol size from 0 to 6. If the measurement falls between two sizes, pick the larger: a dress can always be tucked in, never let out.',
  },
  {
    slug: 'winter-shringar-keeping-thakur-ji-warm',
    title: 'Winter shringar: keeping Thakur Ji warm',
    published: '2026-10-28',
    readingMinutes: 5,
    excerpt:
      'As the nights turn cold, many devotees change to woollen poshak, add a small cap and cover the singhasan with a soft shawl. We look at which fabrics are gentle on painted and brass idols, and how to layer a dress without hiding the shringar.',
  },
  {
    slug: 'preparing-your-home-temple-for-janmashtami',
    title: 'Preparing your home temple for Janmashtami',
    published: '2026-08-01',
    readingMinutes: 6,
    excerpt:
      'From the jhula to the midnight abhishek, a simple checklist for the birthday of Bal Gopal: a fresh dress and mukut kept ready for after the snan, a decorated jhula, flowers, makhan-mishri for bhog, and a clean cloth to dry the idol gently.',
  },
  {
    slug: 'caring-for-embroidered-and-stone-work-dresses',
    title: 'Caring for embroidered and stone-work dresses',
    published: '2026-06-15',
    readingMinutes: 3,
    excerpt:
      'Heavy dresses with zari, sequins and stones should never be soaked. Air them after use, wipe them with a dry cloth, and store each one folded in soft cotton away from sunlight so the colours stay bright from one festival to the next.',
  },
  {
    slug: 'choosing-a-mukut-and-pagdi-that-match',
    title: 'Choosing a mukut and pagdi that match the poshak',
    published: '2026-04-20',
    readingMinutes: 4,
    excerpt:
      'A mukut should sit comfortably without covering the eyes, and its colours should pick up one colour of the dress. We explain how mukut sizes follow idol sizes, when a pagdi suits better than a crown, and where a peacock feather belongs.',
  },
];
