import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  PHOTO_FORMATS,
  PHOTO_MESSAGES,
  PHOTO_WIDTHS,
  productPhotosReplySchema,
} from '@vitrine/contract/product-photos';
import { queryRows } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { stockOf } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { consoleCast, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Shopper;
let staff: Shopper;
let otherOwner: Shopper;
let productId: string;
const seeded = kesarHome.catalog.products.find((product) => !product.variants)!;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, staff, otherOwner } = await consoleCast(t));
  productId = (await stockOf(t, seeded.sku)).id;
});
afterAll(() => t.close());

const path = (id = productId) => `/api/admin/products/${id}/photos`;
const upload = (who: Shopper, body: Buffer, type = 'image/jpeg', id = productId) =>
  t.app.inject({
    method: 'POST',
    url: path(id),
    headers: { ...who.headers, 'content-type': type },
    payload: body,
  });
const photosOf = async (id = productId) =>
  productPhotosReplySchema.parse((await t.app.inject({ url: path(id), headers: owner.headers })).json()).data
    .images;
const mediaRows = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from media_files`))[0]!.n;

/** A photo as a phone takes it: 12 megapixels, with EXIF naming a place and a camera. */
const phonePhoto = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Serial 1234' } })
    .toBuffer();

/** A PNG whose header claims 50,000 × 50,000 pixels in a file of a few bytes: a decompression bomb. */
function pngBomb() {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('product photos', () => {
  it('re-encodes a phone photo into every width as AVIF and WebP, served for good without its EXIF', async () => {
    const before = await photosOf();
    const reply = await upload(owner, await phonePhoto());
    expect(reply.statusCode).toBe(200);
    const images = productPhotosReplySchema.parse(reply.json()).data.images;
    expect(images.slice(0, -1)).toEqual(before);
    const added = images.at(-1)!;
    expect(added).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/1024\.webp$/);
    for (const width of PHOTO_WIDTHS) {
      for (const format of PHOTO_FORMATS) {
        const file = await t.app.inject({
          url: added.replace('1024.webp', `${width}.${format}`),
          headers: { 'x-customer-id': 'kesar-home' },
        });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(`image/${format}`);
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(file.rawPayload).metadata();
        expect({ format: meta.format, width: meta.width, exif: meta.exif }).toEqual({
          format: format === 'avif' ? 'heif' : 'webp',
          width,
          exif: undefined,
        });
      }
    }
    // The storefront's product shows it at once.
    const shown = await t.app.inject({
      url: `/api/catalog/product/${productId}`,
      headers: { 'x-customer-id': 'kesar-home' },
    });
    expect(shown.json().data.product.images).toContain(added);
  });

  it('takes a PNG', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 4, background: '#336699' } })
      .png()
      .toBuffer();
    expect((await upload(owner, png, 'image/png')).statusCode).toBe(200);
  });

  it.each([
    [
      'not an image',
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'image/jpeg',
      415,
      'Choose a JPEG, PNG or WebP photo.',
    ],
    ['an SVG', Buffer.from('<svg></svg>'), 'image/svg+xml', 415, 'Choose a JPEG, PNG or WebP photo.'],
    [
      'a truncated JPEG',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      'image/jpeg',
      415,
      'Choose a JPEG, PNG or WebP photo.',
    ],
    [
      'a decompression bomb',
      pngBomb(),
      'image/png',
      413,
      'The photo has too many pixels (at most 40 megapixels).',
    ],
    [
      'a file over 15 MB',
      Buffer.alloc(15 * 1024 * 1024 + 1, 0xff),
      'image/jpeg',
      413,
      'The photo must be 15 MB or smaller.',
    ],
  ])('refuses %s, writing nothing', async (_what, body, type, status, message) => {
    const [before, rows] = [await photosOf(), await mediaRows()];
    const reply = await upload(owner, body, type);
    expect({ status: reply.statusCode, message: errorOf(reply).message }).toEqual({ status, message });
    expect([await photosOf(), await mediaRows()]).toEqual([before, rows]);
  });

  it('reorders (the first is the cover) and removes an uploaded photo with its files', async () => {
    const images = await photosOf();
    const uploaded = images.at(-1)!;
    const reordered = [uploaded, ...images.slice(0, -1)];
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: path(), headers: owner.headers, payload: body });
    expect((await put({ images: reordered })).json().data.images).toEqual(reordered);
    const cover = await t.app.inject({
      url: `/api/catalog/product/${productId}`,
      headers: { 'x-customer-id': 'kesar-home' },
    });
    expect(cover.json().data.product.baseImageUrl).toBe(uploaded);

    const rows = await mediaRows();
    expect((await put({ images: reordered.slice(1) })).statusCode).toBe(200);
    expect(await mediaRows()).toBe(rows - PHOTO_WIDTHS.length * PHOTO_FORMATS.length);
    const gone = await t.app.inject({ url: uploaded, headers: { 'x-customer-id': 'kesar-home' } });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a picture the product does not have, or one named twice', async () => {
    const images = await photosOf();
    for (const body of [{ images: [...images, '/media/x.svg'] }, { images: [images[0], images[0]] }]) {
      const reply = await t.app.inject({ method: 'PUT', url: path(), headers: owner.headers, payload: body });
      expect(reply.statusCode).toBe(400);
    }
    expect(await photosOf()).toEqual(images);
  });

  it('keeps each shop to its own products and photos', async () => {
    const before = await photosOf();
    expect((await upload(otherOwner, await phonePhoto())).statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: path(),
      headers: otherOwner.headers,
      payload: { images: [] },
    });
    expect(put.statusCode).toBe(404);
    expect(await photosOf()).toEqual(before);

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const ours = (await upload(owner, png, 'image/png')).json().data.images.at(-1) as string;
    const fromTheirHost = await t.app.inject({ url: ours, headers: { 'x-customer-id': 'veerya-flowtech' } });
    expect(fromTheirHost.statusCode).toBe(404);
  });

  it('is the owner’s alone: staff and shoppers are refused before the body is read', async () => {
    const shopper = await signedUpShopper(t);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(staff, png, 'image/png')).statusCode).toBe(403);
    expect((await upload(shopper, png, 'image/png')).statusCode).toBe(403);
    expect((await t.app.inject({ url: path(), headers: staff.headers })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: path(),
      headers: { 'x-customer-id': 'kesar-home', 'content-type': 'image/png' },
      payload: png,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes one photo at a time from each person, so an owner’s flood leaves other shops’ uploads alone', async () => {
    const theirs = veeryaFlowtech.catalog.products.find((product) => !product.variants)!;
    const theirProductId = (await stockOf(t, theirs.sku, veeryaFlowtech.customer.id)).id;
    const photo = await phonePhoto();
    // Nine at once from one owner filled the queue every shop shares (one encoding, eight waiting).
    const flood = Array.from({ length: 9 }, () => upload(owner, photo));
    const theirUpload = upload(otherOwner, photo, 'image/jpeg', theirProductId);
    const replies = await Promise.all(flood);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, ...Array(8).fill(429)]);
    expect(errorOf(replies.find((reply) => reply.statusCode === 429)!).message).toBe(
      PHOTO_MESSAGES.previousBusy,
    );
    expect((await theirUpload).statusCode).toBe(200);
  });
});
