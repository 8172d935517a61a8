import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import * as schema from '../schema';

// Complete shringar sets the demo shop opens with (decision 0152): sizes of seeded products.

type SetSeed = {
  slug: string;
  name: string;
  nameHi: string;
  description: string;
  descriptionHi: string;
  discountPercent: number;
  size: string;
  parts: { productSlug: string; quantity: number }[];
};

export const SET_SEEDS: readonly SetSeed[] = [
  {
    slug: 'royal-blue-janmashtami-shringar-set-for-laddu-gopal-size-3',
    name: 'Royal Blue Janmashtami Shringar Set for Laddu Gopal (Size 3)',
    nameHi: 'लड्डू गोपाल के लिए रॉयल ब्लू जन्माष्टमी श्रृंगार सेट (साइज़ 3)',
    description:
      'The whole Janmashtami look in one order: a royal blue zari poshak, a mor mukut with pearl drops, a wooden bansuri with a peacock feather and a kundan necklace, all in size 3.',
    descriptionHi:
      'जन्माष्टमी का पूरा श्रृंगार एक ही ऑर्डर में: रॉयल ब्लू ज़री पोशाक, मोती लगा मोर मुकुट, मोर पंख वाली लकड़ी की बाँसुरी और कुंदन हार, सब साइज़ 3 में।',
    discountPercent: 10,
    size: '3',
    parts: [
      { productSlug: 'royal-blue-zari-poshak-for-laddu-gopal', quantity: 1 },
      { productSlug: 'mor-mukut-with-pearl-drops-for-laddu-gopal', quantity: 1 },
      { productSlug: 'wooden-bansuri-with-peacock-feather-for-laddu-gopal', quantity: 1 },
      { productSlug: 'kundan-necklace-with-red-stones-for-laddu-gopal', quantity: 1 },
    ],
  },
  {
    slug: 'radha-krishna-mustard-shringar-set-size-2',
    name: 'Mustard Yellow Shringar Set for Radha Krishna (Size 2)',
    nameHi: 'राधा कृष्ण के लिए सरसों पीला श्रृंगार सेट (साइज़ 2)',
    description:
      'A mustard yellow silk poshak with a meenakari mukut and a bansuri with mor pankh for the Yugal Jodi, in size 2.',
    descriptionHi: 'युगल जोड़ी के लिए सरसों पीली सिल्क पोशाक, मीनाकारी मुकुट और मोर पंख वाली बाँसुरी, साइज़ 2 में।',
    discountPercent: 12,
    size: '2',
    parts: [
      { productSlug: 'mustard-yellow-silk-zari-butti-poshak-for-radha-krishna', quantity: 1 },
      { productSlug: 'royal-blue-meenakari-mukut-for-radha-krishna', quantity: 1 },
      { productSlug: 'bansuri-with-mor-pankh-for-radha-krishna', quantity: 1 },
    ],
  },
];

/** Adds each seeded set whose parts are all in the shop and which is not there yet; the owner's edits stay. */
export async function ensureSets(db: Db): Promise<number> {
  let added = 0;
  for (const seed of SET_SEEDS) {
    const found = await db
      .select({ id: schema.variants.id, slug: schema.products.slug })
      .from(schema.variants)
      .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
      .where(
        and(
          inArray(
            schema.products.slug,
            seed.parts.map((part) => part.productSlug),
          ),
          eq(schema.variants.size, seed.size),
        ),
      );
    const parts = seed.parts.flatMap((part, position) => {
      const variant = found.find((row) => row.slug === part.productSlug);
      return variant ? [{ variantId: variant.id, quantity: part.quantity, position }] : [];
    });
    if (parts.length !== seed.parts.length) continue;
    await db.transaction(async (tx) => {
      const [set] = await tx
        .insert(schema.productSets)
        .values({
          slug: seed.slug,
          name: seed.name,
          nameHi: seed.nameHi,
          description: seed.description,
          descriptionHi: seed.descriptionHi,
          discountPercent: seed.discountPercent,
        })
        .onConflictDoNothing({ target: schema.productSets.slug })
        .returning({ id: schema.productSets.id });
      if (!set) return;
      await tx.insert(schema.productSetParts).values(parts.map((part) => ({ ...part, setId: set.id })));
      added += 1;
    });
  }
  return added;
}
