import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SIZE_CHART } from '@shop/shared/constants';
import { openDatabase, type Db } from '../client';
import * as schema from '../schema';
import { verifyPassword } from '../../modules/auth/password';
import { localImageStorage } from '../../storage/image-storage';
import { CATALOGUE, SPEC_COLLECTION_SLUGS } from './catalogue-data';
import { IMAGE_WIDTHS, productImagePath, seedDatabase, writeProductImages } from './seed';

const DEITY_SLUGS = ['laddu-gopal', 'radha-rani', 'mata-rani', 'radha-krishna'];
const CHART_SIZES: string[] = SIZE_CHART.map((row) => row.size);

async function tableCounts(db: Db) {
  const rows = async (table: PgTable) => {
    const [row] = await db.select({ value: count() }).from(table);
    return row?.value ?? 0;
  };
  return {
    products: await rows(schema.products),
    variants: await rows(schema.variants),
    images: await rows(schema.productImages),
    memberships: await rows(schema.productCollections),
    coupons: await rows(schema.coupons),
    users: await rows(schema.users),
    reviews: await rows(schema.reviews),
  };
}

describe('seedDatabase', () => {
  it('fills an empty database with a browsable catalogue, once', { timeout: 120_000 }, async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await database.migrate();
      const { db } = database;

      const first = await seedDatabase(db, {
        images: null,
        admin: { email: 'Owner@Shringar.test', password: 'owner-password-1' },
        demoCustomer: { email: 'devotee@shringar.test', password: 'devotee-password-1', name: 'Radhika' },
      });
      expect(first.seeded).toBe(true);
      expect(first.products).toBeGreaterThanOrEqual(120);

      const active = await db
        .select({ value: count() })
        .from(schema.products)
        .where(eq(schema.products.status, 'active'));
      expect(active[0]?.value ?? 0).toBeGreaterThanOrEqual(120);

      // Every deity page and every collection page of the route table has something to show.
      const perDeity = await db
        .select({ slug: schema.products.deitySlug, value: count() })
        .from(schema.products)
        .groupBy(schema.products.deitySlug);
      for (const slug of DEITY_SLUGS) {
        expect(perDeity.find((r) => r.slug === slug)?.value ?? 0, slug).toBeGreaterThanOrEqual(5);
      }
      const perCollection = await db
        .select({ slug: schema.productCollections.collectionSlug, value: count() })
        .from(schema.productCollections)
        .innerJoin(schema.products, eq(schema.products.id, schema.productCollections.productId))
        .where(eq(schema.products.status, 'active'))
        .groupBy(schema.productCollections.collectionSlug);
      for (const slug of [...SPEC_COLLECTION_SLUGS, 'dresses']) {
        expect(perCollection.find((r) => r.slug === slug)?.value ?? 0, slug).toBeGreaterThanOrEqual(5);
      }

      // Flag-driven collections agree with the flags the home page sorts by.
      const products = await db.query.products.findMany({
        with: { variants: true, images: true, collections: { columns: { collectionSlug: true } } },
      });
      const flagCollections = [
        ['isBestseller', 'bestsellers'],
        ['isFeatured', 'featured'],
        ['isNewArrival', 'new-arrivals'],
        ['isDailyUse', 'daily-wear'],
      ] as const;
      for (const product of products) {
        const slugs = product.collections.map((c) => c.collectionSlug);
        expect(slugs).toContain(product.categorySlug);
        for (const [flag, slug] of flagCollections)
          expect(slugs.includes(slug), `${product.slug} ${slug}`).toBe(product[flag]);
        expect(product.images.length).toBeGreaterThanOrEqual(2);
        expect(product.images.length).toBeLessThanOrEqual(4);

        // Sizes come from the size guide, in order, and a bigger idol never costs less.
        const variants = [...product.variants].sort((a, b) => a.position - b.position);
        expect(variants.length).toBeGreaterThanOrEqual(3);
        const sizes = variants.map((v) => v.size);
        expect(sizes.every((s) => CHART_SIZES.includes(s))).toBe(true);
        expect([...sizes].sort((a, b) => CHART_SIZES.indexOf(a) - CHART_SIZES.indexOf(b))).toEqual(sizes);
        if (product.categorySlug === 'dresses') expect(sizes).toEqual(CHART_SIZES);
        variants.forEach((v, i) => {
          expect(v.sku).toBe(`${product.sku}-S${v.size}`);
          if (i > 0) expect(v.pricePaise).toBeGreaterThan(variants[i - 1]?.pricePaise ?? 0);
        });
      }

      const variants = products.flatMap((p) => p.variants);
      for (const v of variants) {
        expect(v.pricePaise).toBeGreaterThanOrEqual(149_00);
        expect(v.pricePaise).toBeLessThanOrEqual(4999_00);
        expect(Number.isInteger(v.pricePaise)).toBe(true);
        expect((v.pricePaise / 100) % 10).toBe(9);
      }
      expect(variants.some((v) => v.stock === 0)).toBe(true);
      expect(variants.some((v) => v.stock >= 1 && v.stock <= 10)).toBe(true);
      expect(variants.some((v) => v.stock > 10)).toBe(true);
      expect(variants.some((v) => v.originalPricePaise !== null && v.originalPricePaise > v.pricePaise)).toBe(true);
      expect(variants.every((v) => v.originalPricePaise === null || v.originalPricePaise > v.pricePaise)).toBe(true);

      const coupons = await db.select().from(schema.coupons);
      const coupon = (code: string) => coupons.find((c) => c.code === code);
      expect(coupon('WELCOME10')).toMatchObject({
        discountType: 'percentage',
        discountValue: 10,
        minOrderPaise: 500_00,
        maxDiscountPaise: 2000_00,
        firstOrderOnly: true,
        active: true,
      });
      expect(coupon('FESTIVAL20')).toMatchObject({
        discountType: 'percentage',
        discountValue: 20,
        minOrderPaise: 1000_00,
        maxDiscountPaise: 5000_00,
        firstOrderOnly: false,
      });
      expect(coupon('FREESHIP')).toMatchObject({
        discountType: 'flat',
        discountValue: 70_00,
        minOrderPaise: 599_00,
        maxDiscountPaise: null,
      });

      const [admin] = await db.select().from(schema.users).where(eq(schema.users.email, 'owner@shringar.test'));
      expect(admin?.isAdmin).toBe(true);
      expect(await verifyPassword('owner-password-1', admin?.passwordHash ?? '')).toBe(true);
      const [customer] = await db.select().from(schema.users).where(eq(schema.users.email, 'devotee@shringar.test'));
      expect(customer).toMatchObject({ isAdmin: false, name: 'Radhika' });
      expect(customer?.emailVerifiedAt).toBeInstanceOf(Date);

      // The demo shop's reviews: each by a buyer whose delivered order of that product it cites.
      const demoReviews = await db
        .select({ review: schema.reviews, line: schema.orderItems, order: schema.orders })
        .from(schema.reviews)
        .innerJoin(schema.orderItems, eq(schema.orderItems.id, schema.reviews.orderItemId))
        .innerJoin(schema.orders, eq(schema.orders.id, schema.orderItems.orderId));
      expect(demoReviews.length).toBeGreaterThan(10);
      for (const { review, line, order } of demoReviews) {
        expect(line.productId).toBe(review.productId);
        expect(order.userId).toBe(review.userId);
        expect(order.deliveredAt).toBeInstanceOf(Date);
        expect(order.paymentProvider).toBe('sandbox');
      }

      // A second run adds nothing, keeps passwords, and can promote an existing account.
      const before = await tableCounts(db);
      await db.delete(schema.coupons).where(eq(schema.coupons.code, 'FREESHIP'));
      const second = await seedDatabase(db, {
        images: null,
        admin: { email: 'owner@shringar.test', password: 'a-different-password' },
      });
      expect(second).toEqual({ seeded: false, products: before.products });
      expect(await tableCounts(db)).toEqual(before);
      await seedDatabase(db, {
        images: null,
        demoCustomer: { email: 'devotee@shringar.test', password: 'devotee-password-1', name: 'Radhika' },
      });
      expect(await tableCounts(db)).toEqual(before);
      const [adminAfter] = await db.select().from(schema.users).where(eq(schema.users.email, 'owner@shringar.test'));
      expect(adminAfter?.passwordHash).toBe(admin?.passwordHash);

      await seedDatabase(db, { images: null, admin: { email: 'DEVOTEE@shringar.test', password: 'ignored-password' } });
      const [promoted] = await db.select().from(schema.users).where(eq(schema.users.email, 'devotee@shringar.test'));
      expect(promoted?.isAdmin).toBe(true);
      expect(promoted?.passwordHash).toBe(customer?.passwordHash);
      expect((await tableCounts(db)).users).toBe(before.users);
    } finally {
      await database.close();
    }
  });

  it(
    'renders product art to WebP files at every width, and a JPEG for link previews',
    { timeout: 120_000 },
    async () => {
      const root = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-images-'));
      try {
        const storage = localImageStorage(root);
        const kinds = new Set<string>();
        const sample = CATALOGUE.products.filter((p) => {
          const key = p.art.kind;
          if (kinds.has(key) || kinds.size >= 5) return false;
          kinds.add(key);
          return true;
        });
        expect(await writeProductImages(storage, sample)).toBe(sample.reduce((n, p) => n + p.art.views.length, 0));

        for (const product of sample) {
          for (let n = 1; n <= product.art.views.length; n += 1) {
            for (const width of IMAGE_WIDTHS) {
              const file = path.join(root, `${productImagePath(product.slug, n)}-${width}.webp`);
              const meta = await sharp(file).metadata();
              expect(meta.format).toBe('webp');
              expect(meta.width).toBe(width);
              expect(meta.height).toBe(width);
            }
            const preview = await fs.readFile(path.join(root, `${productImagePath(product.slug, n)}-og.jpg`));
            const meta = await sharp(preview).metadata();
            expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
            expect(preview.length).toBeLessThan(300_000);
          }
        }
        // Files already there are left alone.
        expect(await writeProductImages(storage, sample)).toBe(0);
        // A shop seeded before previews existed gets them at its next start.
        await fs.rm(path.join(root, `${productImagePath(sample[0]!.slug, 1)}-og.jpg`));
        expect(await writeProductImages(storage, sample)).toBe(1);
      } finally {
        await fs.rm(root, { recursive: true, force: true });
      }
    },
  );
});
