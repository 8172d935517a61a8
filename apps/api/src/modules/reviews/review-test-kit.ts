import zlib from 'node:zlib';
import sharp from 'sharp';
import { orderItems } from '../../db/schema';
import { insertOrderRow, type Shopper, type TestVariant } from '../../test/shoppers';
import type { TestApp } from '../../test/test-app';

// Shared steps of the review tests: orders written straight into the database (delivered or not),
// the review form as a browser sends it, and photos good and bad.

/** An order of `item` by `shopper`, delivered `deliveredDaysAgo` days ago, or on its way when null. */
export async function orderOf(
  t: TestApp,
  shopper: Shopper,
  item: TestVariant,
  deliveredDaysAgo: number | null = 5,
): Promise<string> {
  const deliveredAt = deliveredDaysAgo === null ? null : new Date(Date.now() - deliveredDaysAgo * 86_400_000);
  const orderId = await insertOrderRow(t, shopper.id, {
    status: deliveredAt ? 'delivered' : 'shipped',
    deliveredAt,
    shippedAt: new Date(Date.now() - 10 * 86_400_000),
  });
  await t.db.insert(orderItems).values({
    orderId,
    productId: item.productId,
    variantId: item.variantId,
    name: item.name,
    slug: item.slug,
    size: item.size,
    sku: `SKU-${item.variantId.slice(0, 8)}`,
    hsnCode: '6209',
    unitPricePaise: item.pricePaise,
    quantity: 1,
  });
  return orderId;
}

export type Upload = { data: Buffer; type: string; name?: string };

/** The review form as multipart: its fields and files named `photos`. */
export function reviewForm(fields: Record<string, string | number>, photos: Upload[] = []) {
  const boundary = '----reviewboundary';
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...photos.flatMap((photo, i) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${photo.name ?? `photo-${i}.jpg`}"\r\nContent-Type: ${photo.type}\r\n\r\n`,
      ),
      photo.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(parts) };
}

/** A small JPEG taken "at" a temple, its GPS position in the EXIF block as a phone writes it. */
export async function jpegWithLocation(): Promise<Upload> {
  const data = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 180, g: 40, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 29/1 0/1' } })
    .toBuffer();
  return { data, type: 'image/jpeg' };
}

/**
 * A real PNG whose header claims a canvas of `width` x `height`: a few bytes that would take
 * gigabytes to decode (a decompression bomb). The header's checksum is written again so it parses.
 */
export async function pngClaiming(width: number, height: number): Promise<Upload> {
  const data = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  // The IHDR chunk: length (4) at 8, type (4) at 12, width and height at 16 and 20, its CRC at 29.
  data.writeUInt32BE(width, 16);
  data.writeUInt32BE(height, 20);
  data.writeUInt32BE(zlib.crc32(data.subarray(12, 29)), 29);
  return { data, type: 'image/png' };
}
