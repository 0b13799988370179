import { Readable } from 'node:stream';
import { randomBytes, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meReplySchema } from '@vitrine/contract/auth';
import { PROFILE_PICTURE_MAX_BYTES, profileChangeReplySchema } from '@vitrine/contract/profile';
import { errorOf } from '../../testing/error-of.ts';
import { signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Format = 'png' | 'jpeg' | 'webp';
/** A real picture of one random colour, so that two pictures differ. */
const image = (format: Format = 'png', { width = 64, height = 48 } = {}) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  })
    .toFormat(format)
    .toBuffer();
const png = () => image('png');

/** The PNG grown to exactly `size` bytes by a text chunk before its end chunk. */
function padTo(png: Buffer, size: number) {
  const end = png.length - 12;
  const type = Buffer.from('tEXt');
  const data = Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(size - png.length - 12 - 8, 'x')]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([png.subarray(0, end), head, type, data, crc, png.subarray(end)]);
}

const JPEG = await image('jpeg');
const PNG = await png();
const pixelsOf = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
const gif = () => Buffer.concat([Buffer.from('GIF89a'), randomBytes(40)]);

const me = async (shopper: Shopper) =>
  meReplySchema.parse((await t.app.inject({ url: '/api/user/me', headers: shopper.headers })).json()).data
    .user;
const putDetails = (shopper: Shopper, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/user/me', headers: shopper.headers, payload });
const upload = (
  headers: Record<string, string>,
  body: Buffer | Readable,
  contentType = 'image/png',
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/me/picture',
    headers: { ...headers, 'content-type': contentType, ...extra },
    payload: body,
  });
const picture = (headers: Record<string, string>, url = '/api/user/me/picture') =>
  t.app.inject({ url, headers });
const removePicture = (headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: '/api/user/me/picture', headers });

describe('name and email', () => {
  it('are changed by the shopper, and the change is what /api/user/me answers afterwards', async () => {
    const shopper = await signedUpShopper(t);
    const reply = await putDetails(shopper, { name: '  Kavya Iyer ', email: 'Kavya.Iyer@Example.IN' });
    expect(reply.statusCode, reply.body).toBe(200);
    const { data, message } = profileChangeReplySchema.parse(reply.json());
    expect(message).toBe('Profile saved');
    expect(data.user).toMatchObject({
      name: 'Kavya Iyer',
      email: 'kavya.iyer@example.in',
      mobile: shopper.mobile,
    });
    expect(await me(shopper)).toEqual(data.user);

    // The email is optional: left empty, it is removed.
    const cleared = await putDetails(shopper, { name: 'Kavya Iyer', email: '' });
    expect(profileChangeReplySchema.parse(cleared.json()).data.user.email).toBeNull();
    expect((await me(shopper)).email).toBeNull();
  });

  it.each([
    [{ name: 'Jo', email: 'jo@example.in' }, [['body.name', 'Name is required']]],
    [{ name: '   ', email: '' }, [['body.name', 'Name is required']]],
    [{ email: 'asha@example.in' }, [['body.name', 'Name is required']]],
    [{ name: 'Asha Rao', email: 'asha@' }, [['body.email', 'Enter valid email']]],
    [
      { name: 'A', email: 'not an email' },
      [
        ['body.email', 'Enter valid email'],
        ['body.name', 'Name is required'],
      ],
    ],
  ])('are refused with SPEC §5 messages, changing nothing: %j', async (payload, fields) => {
    const shopper = await signedUpShopper(t);
    const before = await me(shopper);
    const reply = await putDetails(shopper, payload);
    expect(reply.statusCode).toBe(400);
    const error = errorOf(reply);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields?.map((field) => [field.path, field.message]).sort()).toEqual(fields);
    expect(await me(shopper)).toEqual(before);
  });

  it('cannot change anything else (the mobile number is the account)', async () => {
    const shopper = await signedUpShopper(t);
    const reply = await putDetails(shopper, { name: 'Asha Rao', email: '', mobile: '9000000001' });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).message).toMatch(/mobile/);
    expect((await me(shopper)).mobile).toBe(shopper.mobile);
  });
});

describe('the profile picture', () => {
  it('is uploaded, served only with its type, replaced and removed', async () => {
    const shopper = await signedUpShopper(t);
    expect((await me(shopper)).image).toBeNull();
    expect((await picture(shopper.headers)).statusCode).toBe(404);

    const first = await png();
    const saved = await upload(shopper.headers, first);
    expect(saved.statusCode, saved.body).toBe(200);
    const { user } = profileChangeReplySchema.parse(saved.json()).data;
    expect(user.image).toMatch(/^\/api\/user\/me\/picture\?v=\d{13}$/);
    expect((await me(shopper)).image).toBe(user.image);

    const served = await picture(shopper.headers, user.image!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=300');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await pixelsOf(served.rawPayload)).toEqual(await pixelsOf(first));

    // A new picture has a new address, so no browser keeps showing the old one.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await image('jpeg');
    const replaced = profileChangeReplySchema.parse(
      (await upload(shopper.headers, second, 'image/jpeg')).json(),
    );
    expect(replaced.data.user.image).not.toBe(user.image);
    const servedAgain = await picture(shopper.headers);
    expect(servedAgain.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(servedAgain.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 64 });

    const third = await image('webp');
    expect((await upload(shopper.headers, third, 'image/webp')).statusCode).toBe(200);
    expect((await picture(shopper.headers)).headers['content-type']).toBe('image/webp');

    const removed = await removePicture(shopper.headers);
    expect(removed.statusCode).toBe(200);
    expect(profileChangeReplySchema.parse(removed.json())).toMatchObject({
      data: { user: { image: null } },
      message: 'Picture removed',
    });
    expect((await me(shopper)).image).toBeNull();
    const gone = await picture(shopper.headers);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe('You have no profile picture.');
    // Removing it again is no error.
    expect((await removePicture(shopper.headers)).statusCode).toBe(200);
  });

  it('keeps only the pixels: no EXIF or GPS position, re-encoded and scaled to fit 512 px', async () => {
    const shopper = await signedUpShopper(t);
    const fromPhone = await sharp(await image('jpeg', { width: 1600, height: 1200 }))
      .withExif({
        IFD0: { Make: 'Phonemaker', Model: 'Serial SN-4242-XYZ' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '19/1 4/1 3230/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '72/1 52/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(fromPhone).metadata()).exif).toBeDefined();

    expect((await upload(shopper.headers, fromPhone, 'image/jpeg')).statusCode).toBe(200);
    const served = (await picture(shopper.headers)).rawPayload;
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 512, height: 384 });
    expect(metadata.exif).toBeUndefined();
    expect(served.includes('Exif')).toBe(false);
    expect(served.includes('SN-4242')).toBe(false);
  });

  it.each([
    ['JPEG bytes sent as a PNG', JPEG, 'image/png', 'This is a JPEG picture but was sent as PNG.'],
    [
      'text sent as a PNG',
      Buffer.from('hello, not a picture'),
      'image/png',
      'This file is not a PNG picture. Choose a PNG, JPEG or WebP picture.',
    ],
    [
      'a PNG that does not decode',
      Buffer.concat([PNG.subarray(0, 40), randomBytes(200)]),
      'image/png',
      'This file is not a PNG picture. Choose a PNG, JPEG or WebP picture.',
    ],
    [
      'a JPEG cut short',
      JPEG.subarray(0, JPEG.length / 2),
      'image/jpeg',
      'This file is not a JPEG picture. Choose a PNG, JPEG or WebP picture.',
    ],
    ['a GIF', gif(), 'image/gif', 'Choose a PNG, JPEG or WebP picture.'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'Choose a PNG'],
    ['JSON', Buffer.from('{"image":"x"}'), 'application/json', 'Choose a PNG, JPEG or WebP picture.'],
  ])('refuses %s with 415 and keeps the picture it had', async (_what, body, contentType, message) => {
    const shopper = await signedUpShopper(t);
    await upload(shopper.headers, await png());
    const kept = (await picture(shopper.headers)).rawPayload;
    const reply = await upload(shopper.headers, body, contentType);
    expect(reply.statusCode).toBe(415);
    expect(errorOf(reply)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(errorOf(reply).message).toContain(message);
    expect((await picture(shopper.headers)).rawPayload.equals(kept)).toBe(true);
  });

  it('refuses an empty body', async () => {
    const shopper = await signedUpShopper(t);
    const reply = await upload(shopper.headers, Buffer.alloc(0));
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).message).toBe('The picture is empty.');
    expect((await me(shopper)).image).toBeNull();
  });

  it('takes up to 1 MiB and refuses more with 413, whether the size is declared or not', async () => {
    const shopper = await signedUpShopper(t);
    const largest = padTo(await png(), PROFILE_PICTURE_MAX_BYTES);
    expect((await upload(shopper.headers, largest)).statusCode).toBe(200);
    const before = (await me(shopper)).image;

    const declared = await upload(shopper.headers, padTo(await png(), PROFILE_PICTURE_MAX_BYTES + 1));
    expect(declared.statusCode).toBe(413);
    expect(errorOf(declared)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The picture must be 1 MB or smaller.',
    });

    // Sent in chunks with no Content-Length: Fastify's own limit, in the error plugin's words.
    const streamed = await upload(shopper.headers, Readable.from([largest, randomBytes(64)]));
    expect(streamed.statusCode).toBe(413);
    expect(errorOf(streamed)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large',
    });
    expect((await me(shopper)).image).toBe(before);
  });
});

describe('only the signed-in shopper, in their own shop', () => {
  it('refuses every call without a session with 401', async () => {
    const shop = { 'x-customer-id': 'kesar-home' };
    for (const reply of [
      await t.app.inject({
        method: 'PUT',
        url: '/api/user/me',
        headers: shop,
        payload: { name: 'Asha Rao' },
      }),
      await upload(shop, await png()),
      await picture(shop),
      await removePicture(shop),
    ]) {
      expect(reply.statusCode).toBe(401);
      expect(errorOf(reply)).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Please sign in to continue.',
      });
    }
  });

  it('keeps each shopper’s picture their own, and out of every other shop', async () => {
    const owner = await signedUpShopper(t);
    const neighbour = await signedUpShopper(t);
    const mine = await png();
    await upload(owner.headers, mine);

    // Another shopper of the same shop only ever reaches their own (none).
    expect((await picture(neighbour.headers)).statusCode).toBe(404);
    expect((await removePicture(neighbour.headers)).statusCode).toBe(200);

    // The owner's session is refused by another shop, for reading and for changing.
    const elsewhere = { ...owner.headers, 'x-customer-id': 'veerya-flowtech' };
    for (const reply of [
      await picture(elsewhere),
      await removePicture(elsewhere),
      await upload(elsewhere, await png()),
      await t.app.inject({
        method: 'PUT',
        url: '/api/user/me',
        headers: elsewhere,
        payload: { name: 'Someone Else' },
      }),
    ]) {
      expect(reply.statusCode).toBe(401);
      expect(errorOf(reply).message).toBe('This session belongs to another shop.');
    }

    // A shopper of the other shop has a picture of their own there, and it is not the owner's.
    const other = await signedUpShopper(t, 'veerya-flowtech');
    expect((await picture(other.headers)).statusCode).toBe(404);
    await upload(other.headers, await png());
    expect(await pixelsOf((await picture(other.headers)).rawPayload)).not.toEqual(await pixelsOf(mine));

    const served = await picture(owner.headers);
    expect(await pixelsOf(served.rawPayload)).toEqual(await pixelsOf(mine));
    expect((await me(owner)).name).toBe('Meera Shah');
  });

  it('refuses a cookie-session upload from another site’s page', async () => {
    const shopper = await signedUpShopper(t);
    const token = shopper.headers.authorization!.slice('Bearer '.length);
    const reply = await upload({ 'x-customer-id': 'kesar-home' }, await png(), 'image/png', {
      cookie: `vitrine_session=${token}`,
      origin: 'https://evil.example',
    });
    expect(reply.statusCode).toBe(403);
    expect((await me(shopper)).image).toBeNull();
  });
});
