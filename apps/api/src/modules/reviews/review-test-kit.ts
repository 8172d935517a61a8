import fs from 'node:fs/promises';
import path from 'node:path';
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

/** An iPhone's HEIC photo: one 160 × 120 picture in 980 bytes of HEVC. */
export const IPHONE_HEIC = path.join(import.meta.dirname, 'fixtures', 'iphone-photo.heic');

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}
const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]) =>
  box(type, u32((version << 24) | flags), ...parts);
const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
function u32(n: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
}

/**
 * A HEIC photo cut into `columns` × `rows` tiles that all point at the same 980 bytes of HEVC:
 * about 12 kB that a decoder works through tile by tile. Written box by box (ISO/IEC 23008-12):
 * the fixture's codec settings (`hvcC`, found by its name) and its coded picture, a `grid` item
 * as the primary picture, and one `hvc1` item per tile, each placed by `iloc` on the shared bytes.
 */
export async function heicGrid(columns: number, rows: number): Promise<Upload> {
  const fixture = await fs.readFile(IPHONE_HEIC);
  const hvcCAt = fixture.indexOf('hvcC', 0, 'latin1') - 4;
  const hvcC = fixture.subarray(hvcCAt, hvcCAt + fixture.readUInt32BE(hvcCAt));
  const mdatAt = fixture.indexOf('mdat', 0, 'latin1') - 4;
  const hevc = fixture.subarray(mdatAt + 8, mdatAt + fixture.readUInt32BE(mdatAt));
  const [tileWidth, tileHeight] = [160, 120];
  const tiles = Array.from({ length: columns * rows }, (_, i) => i + 1);
  const gridId = tiles.length + 1;
  const descriptor = Buffer.concat([
    Buffer.from([0, 0, rows - 1, columns - 1]),
    u16(columns * tileWidth),
    u16(rows * tileHeight),
  ]);
  const ispe = (width: number, height: number) => fullBox('ispe', 0, 0, u32(width), u32(height));
  const infe = (id: number, type: string) => fullBox('infe', 2, 0, u16(id), u16(0), Buffer.from(`${type}\0`));
  const file = (mdatStart: number) => {
    const extent = (id: number, offset: number, length: number) =>
      Buffer.concat([u16(id), u16(0), u16(1), u32(mdatStart + 8 + offset), u32(length)]);
    const meta = fullBox(
      'meta',
      0,
      0,
      fullBox('hdlr', 0, 0, u32(0), Buffer.from('pict'), Buffer.alloc(13)),
      fullBox('pitm', 0, 0, u16(gridId)),
      fullBox(
        'iloc',
        0,
        0,
        Buffer.from([0x44, 0x00]),
        u16(gridId),
        ...tiles.map((id) => extent(id, descriptor.length, hevc.length)),
        extent(gridId, 0, descriptor.length),
      ),
      fullBox('iinf', 0, 0, u16(gridId), ...tiles.map((id) => infe(id, 'hvc1')), infe(gridId, 'grid')),
      fullBox('iref', 0, 0, box('dimg', u16(gridId), u16(tiles.length), ...tiles.map(u16))),
      box(
        'iprp',
        box('ipco', hvcC, ispe(tileWidth, tileHeight), ispe(columns * tileWidth, rows * tileHeight)),
        fullBox(
          'ipma',
          0,
          0,
          u32(gridId),
          ...tiles.map((id) => Buffer.concat([u16(id), Buffer.from([2, 0x81, 0x02])])),
          Buffer.concat([u16(gridId), Buffer.from([1, 0x03])]),
        ),
      ),
    );
    return Buffer.concat([box('ftyp', Buffer.from('heic'), u32(0), Buffer.from('mif1heic')), meta]);
  };
  // The boxes before the picture data do not depend on where it starts: written once to measure.
  const head = file(file(0).length);
  return { data: Buffer.concat([head, box('mdat', descriptor, hevc)]), type: 'image/heic', name: 'IMG_0002.HEIC' };
}
