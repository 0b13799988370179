import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminCategoriesReplySchema } from '@vitrine/contract/admin-catalog';
import {
  categoryImageReplySchema,
  SHOP_PICTURES_API_PATH,
  shopPictureReplySchema,
} from '@vitrine/contract/product-photos';
import { queryRows } from '../../db/client.ts';
import { errorOf } from '../../testing/error-of.ts';
import { consoleCast, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Shopper;
let staff: Shopper;
let otherOwner: Shopper;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, staff, otherOwner } = await consoleCast(t));
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/admin/catalog/categories',
    headers: owner.headers,
    payload: { name: 'Copper Bottles', image: 'https://cdn.example.in/bottles.jpg' },
  });
  const tree = adminCategoriesReplySchema.parse(added.json()).data.categories;
  categoryId = tree.find((category) => category.name === 'Copper Bottles')!.categoryId;
});
afterAll(() => t.close());

const upload = (who: Shopper, body: Buffer, type = 'image/png', id = categoryId) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/catalog/categories/${id}/image`,
    headers: { ...who.headers, 'content-type': type },
    payload: body,
  });
const picture = (colour: number) =>
  sharp({ create: { width: 800, height: 800, channels: 3, background: { r: colour, g: 90, b: 40 } } })
    .png()
    .toBuffer();
const imageOfCategory = async () =>
  (
    await queryRows<{ image: string | null }>(
      t.database.db,
      sql`select image from categories where id = ${categoryId}`,
    )
  )[0]!.image;
const mediaIds = async () =>
  (
    await queryRows<{ image_id: string }>(
      t.database.db,
      sql`select distinct image_id from media_files where customer_id = 'kesar-home'`,
    )
  ).map((row) => row.image_id);

describe('a category’s uploaded picture', () => {
  it('replaces a typed address with an encoded upload the shop serves, and a second upload the first', async () => {
    const first = await upload(owner, await picture(200));
    expect(first.statusCode, first.body).toBe(200);
    const { image } = categoryImageReplySchema.parse(first.json()).data;
    expect(image).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
    expect(await imageOfCategory()).toBe(image);
    const served = await t.app.inject({ url: image, headers: { 'x-customer-id': 'kesar-home' } });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);

    const firstId = /\/api\/media\/([0-9a-f-]{36})\//.exec(image)![1]!;
    expect(await mediaIds()).toContain(firstId);
    const second = categoryImageReplySchema.parse((await upload(owner, await picture(30))).json()).data;
    expect(second.image).not.toBe(image);
    expect(await mediaIds()).not.toContain(firstId);
  });

  it('refuses what is no picture, staff, and another shop’s category, changing nothing', async () => {
    const before = await imageOfCategory();
    const notAPicture = await upload(owner, Buffer.from('%PDF-1.7 not a picture'), 'image/png');
    expect(notAPicture.statusCode).toBe(415);
    expect((await upload(owner, Buffer.from('{}'), 'application/json')).statusCode).toBe(415);
    const byStaff = await upload(staff, await picture(10));
    expect([byStaff.statusCode, errorOf(byStaff).code]).toEqual([403, 'FORBIDDEN']);
    const theirs = await upload(otherOwner, await picture(10));
    expect([theirs.statusCode, errorOf(theirs).code]).toEqual([404, 'CATEGORY_NOT_FOUND']);
    expect(await imageOfCategory()).toBe(before);
  });
});

describe('a picture for the shop’s own pages (banners, certificates)', () => {
  const uploadShopPicture = (who: { headers: Record<string, string> }, body: Buffer, type = 'image/png') =>
    t.app.inject({
      method: 'POST',
      url: SHOP_PICTURES_API_PATH,
      headers: { ...who.headers, 'content-type': type },
      payload: body,
    });

  it('is encoded and served by the shop that uploaded it, at the address it answers', async () => {
    const reply = await uploadShopPicture(owner, await picture(120));
    expect(reply.statusCode, reply.body).toBe(200);
    const { image } = shopPictureReplySchema.parse(reply.json()).data;
    expect(image).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
    const served = await t.app.inject({ url: image, headers: { 'x-customer-id': 'kesar-home' } });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    const elsewhere = await t.app.inject({ url: image, headers: { 'x-customer-id': 'veerya-flowtech' } });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses what is no picture, an empty body, staff and guests', async () => {
    const before = (await mediaIds()).length;
    expect((await uploadShopPicture(owner, Buffer.from('%PDF-1.7 not a picture'))).statusCode).toBe(415);
    expect((await uploadShopPicture(owner, Buffer.alloc(0))).statusCode).toBe(400);
    const byStaff = await uploadShopPicture(staff, await picture(10));
    expect([byStaff.statusCode, errorOf(byStaff).code]).toEqual([403, 'FORBIDDEN']);
    const guest = await uploadShopPicture({ headers: { 'x-customer-id': 'kesar-home' } }, await picture(10));
    expect(guest.statusCode).toBe(401);
    expect((await mediaIds()).length).toBe(before);
  });
});
