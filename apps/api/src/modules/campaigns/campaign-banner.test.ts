import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCampaign } from '@shop/shared/contracts/admin-campaigns';
import type { SaleBanner } from '@shop/shared/contracts/catalogue';
import { createAdmin, createShopper, pricedVariants, type Shopper } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';

// A sale's banner picture (decision 0155): uploaded by the owner as product pictures are, cut to
// 3 : 1 WebP files, shown on the home page's banner while the sale runs and gone when it ends.

const MINUTE = 60_000;
let clockMs = Date.parse('2026-08-10T04:30:00Z');

let t: TestApp;
let dataDir: string;
let owner: Shopper;
let sale: AdminCampaign;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'campaign-banner-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir }, clock: () => clockMs });
  owner = await createAdmin(t);
  const [item] = await pricedVariants(t, [100_000], 10);
  const res = await owner.request({
    method: 'POST',
    url: '/api/v1/admin/campaigns',
    payload: {
      name: 'Janmashtami sale',
      nameHi: 'जन्माष्टमी सेल',
      bannerText: 'Poshak for Laddu Gopal at 20% off',
      bannerTextHi: 'लड्डू गोपाल की पोशाक पर 20% छूट',
      startsAt: new Date(clockMs + MINUTE).toISOString(),
      endsAt: new Date(clockMs + 61 * MINUTE).toISOString(),
      productIds: [item!.productId],
      collectionSlug: null,
      discount: { type: 'percentage', value: 20 },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  sale = (res.json() as { campaign: AdminCampaign }).campaign;
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function upload(campaignId: string, fields: Record<string, string>, type = 'image/jpeg', file?: Buffer) {
  const picture =
    file ??
    (await sharp({ create: { width: 1800, height: 900, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer());
  const boundary = '----bannerboundary';
  const body = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banner.jpg"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return owner.request({
    method: 'PUT',
    url: `/api/v1/admin/campaigns/${campaignId}/banner`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

async function homeBanner(language = 'en'): Promise<SaleBanner | null> {
  const res = await t.app.inject({ url: '/api/v1/sale-banner', headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: SaleBanner | null }).data;
}

const words = { alt: 'Laddu Gopal in a red poshak', altHi: 'लाल पोशाक में लड्डू गोपाल' };

describe('A sale’s banner picture', () => {
  it('is refused without its words in both languages, and nothing is stored', async () => {
    const res = await upload(sale.id, { alt: words.alt }, 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { altHi: expect.any(String) } });
    expect(await fs.readdir(dataDir, { recursive: true })).not.toContain('campaigns');
  });

  it('is refused when the file is not a picture the shop takes', async () => {
    expect((await upload(sale.id, words, 'image/gif')).statusCode).toBe(400);
  });

  it('is refused when the file is empty, storing nothing', async () => {
    const res = await upload(sale.id, words, 'image/png', Buffer.alloc(0));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMAGE_UNREADABLE' });
    expect(await fs.readdir(dataDir, { recursive: true })).not.toContain('campaigns');
  });

  it('is for the owner alone', async () => {
    const shopper = await createShopper(t);
    const res = await shopper.request({ method: 'DELETE', url: `/api/v1/admin/campaigns/${sale.id}/banner` });
    expect(res.statusCode).toBe(403);
  });

  it('is stored as 3 : 1 WebP files at three widths with its width and height', async () => {
    const res = await upload(sale.id, words);
    expect(res.statusCode, res.body).toBe(200);
    const image = (res.json() as { campaign: AdminCampaign }).campaign.bannerImage!;
    expect(image).toMatchObject({ width: 960, height: 320, ...words });
    expect(image.srcSet.split(', ')).toHaveLength(3);
    const file = path.join(dataDir, 'images', image.src.replace('/images/', ''));
    const stored = await sharp(await fs.readFile(file)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 960, height: 320 });
  });

  it('shows on the home page only while the sale runs', async () => {
    expect(await homeBanner()).toBeNull();
    clockMs += 2 * MINUTE;
    expect(await homeBanner('hi')).toMatchObject({
      nameHi: 'जन्माष्टमी सेल',
      bannerTextHi: 'लड्डू गोपाल की पोशाक पर 20% छूट',
      image: { width: 960, height: 320, altHi: words.altHi },
      // A sale on a list of products leads to their listing (decision 0164).
      href: `/products?sale=${sale.id}`,
    });
    clockMs += 60 * MINUTE;
    expect(await homeBanner()).toBeNull();
  });

  it('can be taken off, its files with it', async () => {
    const before = (await (await owner.request({ url: '/api/v1/admin/campaigns' })).json()) as {
      campaigns: AdminCampaign[];
    };
    const src = before.campaigns.find((c) => c.id === sale.id)!.bannerImage!.src;
    const res = await owner.request({ method: 'DELETE', url: `/api/v1/admin/campaigns/${sale.id}/banner` });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { campaign: AdminCampaign }).campaign.bannerImage).toBeNull();
    await expect(fs.access(path.join(dataDir, 'images', src.replace('/images/', '')))).rejects.toThrow();
  });
});
