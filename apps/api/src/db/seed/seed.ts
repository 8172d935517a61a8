import { randomUUID } from 'node:crypto';
import { and, count, eq, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { BUILT_IN_COUPONS } from '@shop/shared/constants';
import { previewImageKey } from '@shop/shared/preview-image';
import type { Db } from '../client';
import * as schema from '../schema';
import { pictureKey, type ImageStorage } from '../../storage/image-storage';
import { renderPreviewJpeg } from '../../storage/preview-image';
import { hashPassword } from '../../modules/auth/password';
import { ensureBlogPosts } from './blog-data';
import { ensureDemoReviews } from './demo-reviews';
import { ensureSets } from './set-data';
import { CATALOGUE, type Catalogue, type ProductSeed } from './catalogue-data';
import { DEVOTEE_SYNONYMS } from './search-synonyms';
import { ART_SIZE, artAlt, artAltHi, renderProductArt, type ArtSpec, type ArtView } from './product-art';

export const IMAGE_WIDTHS = [320, 640, 960] as const;
const IMAGE_CONCURRENCY = 4;
const WEBP = { quality: 78, effort: 2 } as const;
const INSERT_BATCH = 250;
/** Arbitrary key for the advisory lock that keeps two starting instances from seeding twice. */
const SEED_LOCK_KEY = 7_340_021;

export type SeedOptions = {
  images: ImageStorage | null;
  admin?: { email: string; password: string };
  demoCustomer?: { email: string; password: string; name: string };
  log?: (msg: string) => void;
};

export function productImagePath(slug: string, n: number): string {
  return `products/${slug}/${n}`;
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<{ seeded: boolean; products: number }> {
  const log = options.log ?? (() => {});

  // Files first: the rows that point at them appear only once the pictures are in place,
  // and a re-run only fills in what is missing.
  if (options.images) {
    const started = Date.now();
    const written = await writeProductImages(options.images, CATALOGUE.products);
    log(`seed: ${written} product images rendered in ${Date.now() - started} ms`);
  }

  const result = await insertCatalogue(db, CATALOGUE);
  log(
    result.seeded
      ? `seed: catalogue of ${result.products} products inserted`
      : `seed: catalogue already present (${result.products} products)`,
  );
  if (options.images) {
    const previews = await writeUploadPreviews(db, options.images);
    if (previews > 0) log(`seed: ${previews} link previews made for uploaded pictures`);
  }

  await ensureCoupons(db);
  await ensureBlogPosts(db);
  const sets = await ensureSets(db);
  if (sets > 0) log(`seed: ${sets} complete shringar sets added`);
  if (options.admin) {
    await ensureUser(db, { ...options.admin, name: 'Shop Admin', isAdmin: true });
    log(`seed: admin ${options.admin.email.trim().toLowerCase()} ready`);
  }
  if (options.demoCustomer) {
    await ensureUser(db, { ...options.demoCustomer, isAdmin: false });
    log(`seed: demo customer ${options.demoCustomer.email.trim().toLowerCase()} ready`);
    const reviews = await ensureDemoReviews(db);
    if (reviews > 0) log(`seed: ${reviews} demo reviews by demo buyers of delivered orders`);
  }
  return result;
}

/**
 * Makes the link-preview JPEG of every uploaded picture stored before previews existed (uploads
 * make their own since), from its widest WebP. Returns how many were made.
 */
export async function writeUploadPreviews(db: Db, storage: ImageStorage): Promise<number> {
  const uploads = await db
    .select({ path: schema.productImages.path, widths: schema.productImages.widths })
    .from(schema.productImages)
    .where(like(schema.productImages.path, 'products/%/u-%'));
  let made = 0;
  await runPool(uploads, IMAGE_CONCURRENCY, async ({ path, widths }) => {
    if (await storage.exists(previewImageKey(path))) return;
    const widest = await storage.get(pictureKey(path, Math.max(...widths)));
    if (!widest) return;
    await storage.put(previewImageKey(path), await renderPreviewJpeg(sharp(widest)));
    made += 1;
  });
  return made;
}

// ---------------------------------------------------------------- catalogue rows

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

function productRow(p: ProductSeed, id: string): typeof schema.products.$inferInsert {
  return {
    id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    shortFeatures: p.shortFeatures,
    categorySlug: p.categorySlug,
    subCategory: p.subCategory,
    deitySlug: p.deitySlug,
    material: p.material,
    sku: p.sku,
    color: p.color,
    highlights: p.highlights,
    features: p.features,
    specifications: p.specifications,
    packageContent: p.packageContent,
    meta: p.meta,
    isFeatured: p.isFeatured,
    isBestseller: p.isBestseller,
    isNewArrival: p.isNewArrival,
    isDailyUse: p.isDailyUse,
    shippingWeightGrams: p.shippingWeightGrams,
    shippingDimensions: p.shippingDimensions,
    handlingTimeDays: p.handlingTimeDays,
    shippingChargePaise: p.shippingChargePaise,
    hsnCode: p.hsnCode,
    status: 'active',
    salesCount: p.salesCount,
    nameHi: p.hi.name,
    descriptionHi: p.hi.description,
    shortFeaturesHi: p.hi.shortFeatures,
    specificationsHi: p.hi.specifications,
    highlightsHi: p.hi.highlights,
    featuresHi: p.hi.features,
    materialHi: p.hi.material,
    subCategoryHi: p.hi.subCategory,
    countryOfOriginHi: p.hi.countryOfOrigin,
    packageContentHi: p.hi.packageContent,
  };
}

async function insertCatalogue(db: Db, catalogue: Catalogue): Promise<{ seeded: boolean; products: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ value: count() }).from(schema.products);
    const existing = row?.value ?? 0;
    if (existing > 0) return { seeded: false, products: existing };

    const ids = new Map(catalogue.products.map((p) => [p.slug, randomUUID()]));
    const idOf = (p: ProductSeed) => {
      const id = ids.get(p.slug);
      if (!id) throw new Error(`No id for ${p.slug}`);
      return id;
    };

    // Deities and collections may survive a catalogue wipe by an admin; keep theirs.
    await tx.insert(schema.deities).values(catalogue.deities).onConflictDoNothing();
    await tx.insert(schema.collections).values(catalogue.collections).onConflictDoNothing();

    const products = catalogue.products.map((p) => productRow(p, idOf(p)));
    const memberships = catalogue.products.flatMap((p) =>
      p.collections.map((collectionSlug) => ({ productId: idOf(p), collectionSlug })),
    );
    const variants = catalogue.products.flatMap((p) => p.variants.map((v) => ({ ...v, productId: idOf(p) })));
    const images = catalogue.products.flatMap((p) => imageRows(p, idOf(p)));

    for (const part of chunks(products, INSERT_BATCH)) await tx.insert(schema.products).values(part);
    for (const part of chunks(memberships, INSERT_BATCH * 4)) await tx.insert(schema.productCollections).values(part);
    for (const part of chunks(variants, INSERT_BATCH * 2)) await tx.insert(schema.variants).values(part);
    for (const part of chunks(images, INSERT_BATCH * 2)) await tx.insert(schema.productImages).values(part);
    // With the catalogue only, so a synonym the owner removed later does not come back at a restart.
    await tx
      .insert(schema.searchSynonyms)
      .values([...DEVOTEE_SYNONYMS])
      .onConflictDoNothing();

    return { seeded: true, products: products.length };
  });
}

function imageRows(p: ProductSeed, productId: string): (typeof schema.productImages.$inferInsert)[] {
  return p.art.views.map((view, index) => ({
    productId,
    position: index,
    path: productImagePath(p.slug, index + 1),
    widths: [...IMAGE_WIDTHS],
    alt: artAlt(view, p.name),
    altHi: artAltHi(view, p.hi.name),
  }));
}

// ---------------------------------------------------------------- coupons and users

async function ensureCoupons(db: Db): Promise<void> {
  await db
    .insert(schema.coupons)
    .values(BUILT_IN_COUPONS.map((coupon) => ({ ...coupon })))
    .onConflictDoNothing({ target: schema.coupons.code });
}

async function ensureUser(
  db: Db,
  user: { email: string; password: string; name?: string; isAdmin: boolean },
): Promise<void> {
  const email = user.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email))
    .limit(1);
  if (!existing) {
    await db
      .insert(schema.users)
      .values({
        email,
        name: user.name ?? '',
        passwordHash: await hashPassword(user.password),
        isAdmin: user.isAdmin,
        // Accounts the shop's own configuration names: their addresses need no emailed link.
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing({ target: schema.users.email });
  }
  // An existing account is promoted, never demoted, and keeps its password.
  if (user.isAdmin) {
    await db
      .update(schema.users)
      .set({ isAdmin: true, updatedAt: new Date() })
      .where(and(eq(schema.users.email, email), eq(schema.users.isAdmin, false)));
  }
}

// ---------------------------------------------------------------- images

type ImageJob = { path: string; spec: ArtSpec; view: ArtView };

async function runPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Renders one view once at the largest width, then scales it down for the smaller files and the preview. */
async function renderImageSet(spec: ArtSpec, view: ArtView, widths: readonly number[] = IMAGE_WIDTHS) {
  const largest = Math.max(...widths);
  const svg = Buffer.from(renderProductArt(spec, view));
  const { data, info } = await sharp(svg, { density: (72 * largest) / ART_SIZE })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const files = await Promise.all(
    widths.map(async (width) => {
      const image = sharp(data, { raw });
      if (width !== info.width) image.resize(width, width);
      return { width, data: await image.webp(WEBP).toBuffer() };
    }),
  );
  return { files, preview: await renderPreviewJpeg(sharp(data, { raw })) };
}

/**
 * Writes `${path}-${width}.webp` and the preview `${path}-og.jpg` for every view of every product,
 * skipping files already stored. Returns how many views were rendered.
 */
export async function writeProductImages(storage: ImageStorage, products: ProductSeed[]): Promise<number> {
  const jobs: ImageJob[] = products.flatMap((p) =>
    p.art.views.map((view, index) => ({ path: productImagePath(p.slug, index + 1), spec: p.art, view })),
  );
  let rendered = 0;
  await runPool(jobs, IMAGE_CONCURRENCY, async (job) => {
    const [hasPreview, ...present] = await Promise.all([
      storage.exists(previewImageKey(job.path)),
      ...IMAGE_WIDTHS.map((w) => storage.exists(pictureKey(job.path, w))),
    ]);
    const missing = IMAGE_WIDTHS.filter((_, i) => !present[i]);
    if (missing.length === 0 && hasPreview) return;
    const { files, preview } = await renderImageSet(job.spec, job.view, IMAGE_WIDTHS);
    for (const file of files) {
      if (missing.includes(file.width as (typeof IMAGE_WIDTHS)[number])) {
        await storage.put(pictureKey(job.path, file.width), file.data);
      }
    }
    if (!hasPreview) await storage.put(previewImageKey(job.path), preview);
    rendered += 1;
  });
  return rendered;
}
