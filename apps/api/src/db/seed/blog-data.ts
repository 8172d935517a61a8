// The shop's articles, seeded once per slug (an edit made later by the owner is kept).
// Body format (see contracts/blog.ts): blocks separated by a blank line; `## ` starts a
// heading and lines starting with `- ` form a list.
import { isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { blogPosts } from '../schema';
import { BLOG_POSTS_HI } from './blog-hindi';

export type BlogPostSeed = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  body: string;
};

export const BLOG_POSTS: readonly BlogPostSeed[] = [
  {
    slug: 'measure-laddu-gopal-for-the-right-dress-size',
    title: 'How to measure your Laddu Gopal for the right dress size',
    author: 'Radhika Sharma',
    publishedAt: '2026-11-10T05:30:00.000Z',
    excerpt:
      'Seat your Thakur Ji on a flat surface and measure from the base to the top of the head with a soft tape. That one number, matched against our size chart, tells you the idol size from 0 to 6.',
    body: `Most of the messages we receive before an order are about one thing: which size will fit? Idol makers in Mathura, Vrindavan and Jaipur all use the same numbering, from size 0 to size 6, but the number is rarely written on the idol. The good news is that one measurement is enough to find it.

## What you need

- A soft tailor's tape, or a piece of thread and a ruler
- A flat, clean surface such as the singhasan or a plate
- A minute when Thakur Ji is not being dressed or bathed

## Measuring the height

Seat your Laddu Gopal the way he usually sits, on a flat surface. Hold the tape straight up from the base, where he sits, to the top of his head, not including any mukut. Read the height in inches. If you use a thread, mark the height with your fingers and lay the thread along a ruler.

## Matching the height to a size

Our size guide, on every product page, lists the idol height for each size: size 0 is about 1.75 inches, size 3 about 3.15 inches and size 6 about 4.4 inches. Find the row closest to your measurement. The same table gives the dress diameter, which is how wide the poshak opens out when laid flat.

## When you fall between two sizes

Choose the larger size. A poshak that is a little loose can be tucked and tied neatly at the back; one that is too small will not close, and it pulls on the arms of the idol. Remember too that winter dresses, or a dress worn over another, need a little more room.

## Mukut, pagdi and jewellery

Crowns, turbans and necklaces follow the same idol sizes, so the number you found works for them too. For jhula and singhasan, check the inner seat width in the product specifications and leave some space on each side.

If you are still unsure, send us a photo of your Thakur Ji next to a ruler on WhatsApp. Our team will tell you the size, usually within the hour.`,
  },
  {
    slug: 'winter-shringar-keeping-thakur-ji-warm',
    title: 'Winter shringar: keeping Thakur Ji warm',
    author: 'Meera Agarwal',
    publishedAt: '2026-10-28T05:30:00.000Z',
    excerpt:
      'As the nights turn cold, many devotees change to woollen poshak, add a small cap and cover the singhasan with a soft shawl. Here is how to layer gently without hiding the shringar.',
    body: `In Braj, the change of season is marked in the temples long before it shows in the weather. From Sharad Purnima onwards the light muslin of summer is put away, and Thakur Ji is dressed in velvet, wool and quilted cotton. At home we can follow the same bhav: caring for the deity as we would for a small child in the cold.

## Choose the right fabrics

- Velvet and soft woollen poshak keep warmth in without being heavy
- Quilted cotton works well in homes that are not very cold
- Avoid rough wool directly against painted or brass idols: it can scratch the finish

## Layer, do not bundle

A warm poshak with a light shawl over the shoulders looks graceful and leaves the jewellery visible. Add a small woollen cap or a pagdi with a soft lining for the night. If you use a razai on the singhasan, fold it so that the face and hands of Thakur Ji stay uncovered.

## Mornings and evenings

Many families dress Laddu Gopal in a lighter dress for the day and add the warm layer at sandhya aarti. Keep the winter clothes close to the mandir so changing them takes a moment, and air them in the sun once a week.

## The jhula and singhasan

Brass and metal feel cold to the touch in December. A cushion or a folded shawl on the singhasan, and a soft bedding set in the jhula, make a difference you can feel with your own hand.

## A note on size

Winter clothes are worn over a thin inner dress, so they need a little room. If your idol is at the top of a size range, choose the next size up for woollens.`,
  },
  {
    slug: 'preparing-your-home-temple-for-janmashtami',
    title: 'Preparing your home temple for Janmashtami',
    author: 'Radhika Sharma',
    publishedAt: '2026-08-01T05:30:00.000Z',
    excerpt:
      'From the jhula to the midnight abhishek, a simple checklist for the birthday of Bal Gopal: a fresh dress and mukut kept ready for after the snan, a decorated jhula, flowers and makhan-mishri for bhog.',
    body: `Janmashtami is the night every Laddu Gopal household waits for. A little planning a week ahead means that when midnight comes, you are singing and not searching for the mukut.

## One week before

- Order the new poshak, mukut and jewellery: allow 5 to 7 business days for delivery
- Check the size of last year's dress against your idol; many families move up a size
- Clean the mandir, the jhula and the singhasan, and polish brass items

## The day before

Wash and dry the cloths you will use for the abhishek. Prepare the panchamrit ingredients: milk, curd, ghee, honey and sugar. Keep fresh flowers in water overnight, and string a small garland for the jhula.

## Decorating the jhula

The jhula is the heart of the celebration. Wrap its chains or ropes with flowers or lace, lay a soft cushion on the seat, and place it where the family can gather around and swing it gently after the birth.

## At midnight

After the abhishek, dry Thakur Ji with a soft cloth and dress him in the new poshak, then the mukut, the flute and the jewellery. Offer makhan-mishri, panjiri and fruits, perform the aarti and place him in the jhula.

## The next morning

Keep the festive dress on for Nandotsav if you like, then fold it in soft cotton and store it for next year. Heavy dresses with zari and stones should be aired, not washed.`,
  },
  {
    slug: 'caring-for-embroidered-and-stone-work-dresses',
    title: 'Caring for embroidered and stone-work dresses',
    author: 'Kavita Goswami',
    publishedAt: '2026-06-15T05:30:00.000Z',
    excerpt:
      'Heavy dresses with zari, sequins and stones should never be soaked. Air them after use, wipe them with a dry cloth, and store each one folded in soft cotton away from sunlight.',
    body: `Heavy poshak are made by hand over several days: zari threads couched onto silk, sequins and stones fixed one by one. With a little care, a festival dress will look new for many years of utsav.

## After each use

- Air the dress in shade for an hour before folding it
- Brush off flower petals and kumkum gently with a soft, dry brush
- Wipe any oil or ghee mark at once with a dry cotton cloth; do not rub

## Never soak or machine-wash

Water loosens the glue behind stones, tarnishes zari and makes dyes run into the lace. If a heavy dress is badly stained, dry cleaning is the safest choice. Plain cotton daily-wear dresses are different: those can be hand-washed in cold water with a mild soap and dried in the shade.

## Ironing

Iron on low heat from the reverse side, with a thin cotton cloth between the iron and the fabric. Never press directly on sequins or stones.

## Storing between festivals

Fold each dress with a sheet of soft cotton or muslin between the folds and keep it in a box, not a plastic bag, so the fabric can breathe. A few neem leaves or a small pouch of cloves keep insects away without the smell of naphthalene. Keep the box away from sunlight and damp walls.

## Mukut and jewellery

Store each mukut in its own box so the feathers and stones are not pressed. Wrap metal jewellery in tissue to slow tarnishing, and keep it dry.`,
  },
  {
    slug: 'choosing-a-mukut-and-pagdi-that-match',
    title: 'Choosing a mukut and pagdi that match the poshak',
    author: 'Meera Agarwal',
    publishedAt: '2026-04-20T05:30:00.000Z',
    excerpt:
      'A mukut should sit comfortably without covering the eyes, and its colours should pick up one colour of the dress. How mukut sizes follow idol sizes, and when a pagdi suits better than a crown.',
    body: `The mukut completes the shringar. A beautiful poshak with a crown that slips over the eyes, or clashes in colour, loses half its charm. A few simple rules help.

## Size first

Mukut and pagdi follow the same idol sizes as dresses, from 0 to 6. Measure your Laddu Gopal as our size guide explains and order the same size. A crown should rest just above the forehead and stay in place without pressing.

## Matching colours

- Pick up one colour of the dress, usually the border or the lace
- Gold mukut suit almost every festive poshak
- With a very busy dress, choose a simpler crown so the two do not compete

## Mukut or pagdi?

A mukut with a peacock feather is the classic look of Shri Krishna and suits festivals and Sundays. A pagdi, the turban, has a softer, royal feel and is lovely with winter dresses and on Ekadashi. Many families keep one of each and change with the mood of the day.

## Where the peacock feather goes

The mor pankh sits on the right side of the mukut, standing slightly forward. On a pagdi, the kalangi takes its place at the front.

## Caring for crowns

Keep each mukut in its own box, lift it by the base rather than the feather, and wipe it with a dry cloth after use. Stones are glued by hand and do not like water.`,
  },
];

const hindiOf = (slug: string) => {
  const hindi = BLOG_POSTS_HI[slug];
  if (!hindi) throw new Error(`No Hindi for the article ${slug}`);
  return { titleHi: hindi.title, excerptHi: hindi.excerpt, bodyHi: hindi.body };
};

/** Articles already there keep their text; only Hindi they lack is filled in (decision 0065). */
export async function ensureBlogPosts(db: Db): Promise<void> {
  const keptOr = (column: AnyPgColumn, name: string) => sql`coalesce(${column}, excluded.${sql.identifier(name)})`;
  await db
    .insert(blogPosts)
    .values(BLOG_POSTS.map((post) => ({ ...post, ...hindiOf(post.slug), publishedAt: new Date(post.publishedAt) })))
    .onConflictDoUpdate({
      target: blogPosts.slug,
      set: {
        titleHi: keptOr(blogPosts.titleHi, 'title_hi'),
        excerptHi: keptOr(blogPosts.excerptHi, 'excerpt_hi'),
        bodyHi: keptOr(blogPosts.bodyHi, 'body_hi'),
      },
      // A start-up after the first writes nothing.
      setWhere: or(isNull(blogPosts.titleHi), isNull(blogPosts.excerptHi), isNull(blogPosts.bodyHi)),
    });
}
