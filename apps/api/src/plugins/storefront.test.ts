import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartReplySchema } from '@vitrine/contract/cart';
import { PROFILE_PICTURE_MAX_BYTES } from '@vitrine/contract/profile';
import { PHOTO_MAX_BYTES } from '@vitrine/contract/product-photos';
import { CSV_MAX_BYTES } from '@vitrine/contract/catalog-csv';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/error-of.ts';
import { signedUpShopper, type Shopper } from '../testing/shopper.ts';

// The built storefront (npm test builds it before this suite runs).
let t: TestApp;
let shopper: Shopper;
let productId: string;
const OWN_ORIGIN = 'http://localhost';

beforeAll(async () => {
  t = await createTestApp({ STOREFRONT: 'build' });
  shopper = await signedUpShopper(t);
  const recent = await t.app.inject({ url: '/api/catalog/products/recent', headers: { host: 'localhost' } });
  productId = (recent.json() as { data: Array<{ productId: string; productType: string }> }).data.find(
    (product) => product.productType === 'SIMPLE',
  )!.productId;
});
afterAll(() => t.close());

const sessionCookie = () => `vitrine_session=${shopper.headers.authorization!.slice('Bearer '.length)}`;

/** A page form post as the signed-in shopper's browser sends it, with the given extra headers. */
function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      host: 'localhost',
      cookie: sessionCookie(),
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function cartQuantity() {
  const reply = await t.app.inject({ url: '/api/cart/v2', headers: shopper.headers });
  const cart = cartReplySchema.parse(reply.json()).data.data;
  return cart.items.find((line) => line.productId === productId)?.quantity ?? 0;
}

function multipart(bytes: number) {
  const boundary = '----vitrine-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="p.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    Buffer.alloc(bytes, 1),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

describe('page form submissions', () => {
  it('act for the shopper when they come from the shop’s own pages', async () => {
    const before = await cartQuantity();
    const reply = await postForm(
      '/cart-line',
      { intent: 'update', productId, quantity: String(before + 1) },
      {
        origin: OWN_ORIGIN,
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(reply.statusCode).toBe(200);
    expect(await cartQuantity()).toBe(before + 1);
  });

  it('go back to the page a plain form came from, and never to another site', async () => {
    const post = (back: string) =>
      postForm('/cart-line', { intent: 'update', productId, quantity: '1', back }, { origin: OWN_ORIGIN });
    const home = await post('/?from=card');
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/?from=card');
    // Dot segments make a path that a browser reads as another host ("//evil.example").
    for (const back of ['/.//evil.example', '/a/..//evil.example', '//evil.example', '/\\evil.example']) {
      const reply = await post(back);
      expect(reply.headers.location ?? '', back).not.toMatch(/^(\/\/|\/\\|https?:)/);
    }
  });

  it.each([
    ['another site', { origin: 'http://evil.example' }],
    ['a sibling subdomain', { origin: 'http://evil.localhost' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site fetch without Origin', { 'sec-fetch-site': 'same-site' }],
  ])('are refused from %s, and change nothing', async (_name, headers) => {
    const before = await cartQuantity();
    const reply = await postForm(
      '/cart-line',
      { intent: 'update', productId, quantity: String(before + 1) },
      headers,
    );
    expect(reply.statusCode).toBe(403);
    expect(errorOf(reply).code).toBe('FORBIDDEN_ORIGIN');
    expect(await cartQuantity()).toBe(before);
  });

  it('are refused over 256 KiB before the body is read, with or without a declared length', async () => {
    const fields = { intent: 'send-otp', mobile: '9'.repeat(260 * 1024) };
    const declared = await postForm('/auth', fields, { origin: OWN_ORIGIN });
    expect(declared.statusCode).toBe(413);
    expect(errorOf(declared).code).toBe('PAYLOAD_TOO_LARGE');

    const chunks = Array.from({ length: 270 }, () => Buffer.alloc(1024, 0x39));
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/cart-line',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: Readable.from(chunks),
    });
    expect(streamed.statusCode).toBe(413);
  });

  it('take a profile picture up to the API’s limit and refuse a larger form', async () => {
    const fits = multipart(PROFILE_PICTURE_MAX_BYTES - 1024);
    const post = (body: Buffer, type: string) =>
      t.app.inject({
        method: 'POST',
        url: '/account/profile',
        headers: { host: 'localhost', 'content-type': type, origin: OWN_ORIGIN, cookie: sessionCookie() },
        payload: body,
      });
    expect((await post(fits.body, fits.type)).statusCode).not.toBe(413);
    const tooLarge = multipart(PROFILE_PICTURE_MAX_BYTES + 257 * 1024);
    const refused = await post(tooLarge.body, tooLarge.type);
    expect(refused.statusCode).toBe(413);
    expect(errorOf(refused).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it.each([
    ['/account/profile', PROFILE_PICTURE_MAX_BYTES],
    ['/admin/settings/brand', PROFILE_PICTURE_MAX_BYTES],
    ['/admin/catalogue/products/0b0c8e62-3c4e-4b61-9d0e-1b7a1e0c2f11/photos.data', PHOTO_MAX_BYTES],
    ['/admin/catalogue/import', CSV_MAX_BYTES],
  ])('hold the file form at %s to its own limit, declared or streamed', async (url, limit) => {
    const post = (form: { body: Buffer; type: string }, streamed = false) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          host: 'localhost',
          'content-type': form.type,
          origin: OWN_ORIGIN,
          cookie: sessionCookie(),
        },
        payload: streamed ? Readable.from([form.body]) : form.body,
      });
    expect((await post(multipart(Math.min(limit, 2 * 1024 * 1024) - 1024))).statusCode).not.toBe(413);
    // Past the file's limit and the form's own 256 KiB.
    const tooLarge = multipart(limit + 257 * 1024);
    for (const streamed of [false, true]) {
      const refused = await post(tooLarge, streamed);
      expect(refused.statusCode).toBe(413);
      expect(errorOf(refused).code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it.each([
    [
      'DELETE /cart-line',
      'DELETE',
      'application/x-www-form-urlencoded',
      'intent=delete',
      405,
      'METHOD_NOT_ALLOWED',
    ],
    ['a JSON POST /auth', 'POST', 'application/json', '{"intent":"signout"}', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a POST /auth without a body', 'POST', undefined, undefined, 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ] as const)(
    'answer %s with the envelope, not a 500',
    async (_name, method, type, payload, status, code) => {
      const reply = await t.app.inject({
        method,
        url: method === 'DELETE' ? '/cart-line' : '/auth',
        headers: { host: 'localhost', origin: OWN_ORIGIN, ...(type ? { 'content-type': type } : {}) },
        payload,
      });
      expect(reply.statusCode).toBe(status);
      expect(errorOf(reply).code).toBe(code);
    },
  );

  it('leave unknown API paths to the API’s own not-found answer', async () => {
    const reply = await t.app.inject({
      method: 'PUT',
      url: '/api/nope',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(reply.statusCode).toBe(404);
    expect(errorOf(reply).code).toBe('NOT_FOUND');
  });

  it.each(['/auth', '/cart-line', '/address', '/wishlist-item', '/account/addresses', '/'])(
    'take no multipart form at %s, the profile page’s alone carrying a picture',
    async (url) => {
      const { body, type } = multipart(PROFILE_PICTURE_MAX_BYTES - 1024);
      const reply = await t.app.inject({
        method: 'POST',
        url,
        headers: { host: 'localhost', 'content-type': type, origin: OWN_ORIGIN },
        payload: body,
      });
      expect(reply.statusCode).toBe(415);
      expect(errorOf(reply)).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Send the form as application/x-www-form-urlencoded',
      });
    },
  );

  it('take a file form only with a live session of the shop, checked before the body is read', async () => {
    const post = (cookie?: string) => {
      const { body, type } = multipart(1024);
      return t.app.inject({
        method: 'POST',
        url: '/account/profile',
        headers: {
          host: 'localhost',
          'content-type': type,
          origin: OWN_ORIGIN,
          ...(cookie ? { cookie } : {}),
        },
        payload: body,
      });
    };
    const other = await signedUpShopper(t, 'veerya-flowtech');
    for (const cookie of [
      undefined,
      'vitrine_session=not-a-token; vitrine_refresh=unknown',
      // Another shop's session is none here.
      `vitrine_session=${other.headers.authorization!.slice('Bearer '.length)}; vitrine_refresh=${other.refreshToken}`,
    ]) {
      const refused = await post(cookie);
      expect([cookie, refused.statusCode]).toEqual([cookie, 401]);
      expect(errorOf(refused).code).toBe('UNAUTHENTICATED');
    }
    // A session whose access token has lapsed still holds: the page's action swaps its refresh token.
    expect((await post(`vitrine_refresh=${shopper.refreshToken}`)).statusCode).not.toBe(401);
    expect((await post(sessionCookie())).statusCode).not.toBe(401);
  });

  it('answer a multipart body that is no form with 400, not a 500', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/account/profile.data',
      headers: {
        host: 'localhost',
        origin: OWN_ORIGIN,
        'content-type': 'multipart/form-data; boundary=x',
        cookie: sessionCookie(),
      },
      payload: 'this is not multipart',
    });
    expect(reply.statusCode).toBe(400);
  });
});

describe('over a real socket', () => {
  let origin: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://localhost:${(t.app.server.address() as { port: number }).port}`;
  });

  it('a form read within its limit reaches the action whole', async () => {
    const reply = await fetch(`${origin}/auth`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'send-otp', mobile: '12345' }),
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({ ok: false, error: { message: expect.any(String) } });
  });

  it('refuses a guest’s 15 MB file form before its body has come', async () => {
    const { port } = new URL(origin);
    const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/admin/catalogue/products/0b0c8e62-3c4e-4b61-9d0e-1b7a1e0c2f11/photos',
        headers: {
          host: new URL(origin).host,
          origin,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(PHOTO_MAX_BYTES),
        },
      });
      outgoing.on('error', reject);
      outgoing.on('response', (incoming) => {
        let body = '';
        incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
        incoming.on('end', () => {
          outgoing.destroy();
          resolve({ status: incoming.statusCode!, body });
        });
      });
      // A first kilobyte, and then nothing: the answer must not wait for the rest.
      outgoing.write(Buffer.alloc(1024, 1));
    });
    expect(reply.status).toBe(401);
    expect(JSON.parse(reply.body)).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  /** A GET over a socket of its own, so that nothing in between rewrites the request. */
  function rawGet(path: string, options: { setHost?: boolean } = {}) {
    const { port } = new URL(origin);
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path, ...options });
      outgoing.on('error', reject);
      outgoing.on('response', (incoming) => {
        let body = '';
        incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
        incoming.on('end', () => resolve({ status: incoming.statusCode!, body }));
      });
      outgoing.end();
    });
  }

  it('answers an address over 16 KB with 431 and the error envelope', async () => {
    const reply = await rawGet(`/search/${'a'.repeat(17_000)}`);
    expect(reply.status).toBe(431);
    expect(errorOf({ json: () => JSON.parse(reply.body) })).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
  });

  it.each(['/', '/api/customer/details', '/healthz'])(
    'answers an HTTP/1.1 request for %s without a Host header with 400 and the error envelope',
    async (path) => {
      const reply = await rawGet(path, { setHost: false });
      expect(reply.status).toBe(400);
      expect(errorOf({ json: () => JSON.parse(reply.body) })).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'The request has no Host header',
      });
    },
  );
});

describe('page caching', () => {
  it('lets a CDN share a guest’s page, which carries no shopper’s data', async () => {
    const page = await t.app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(200);
    // A browser asks again each time; nginx keeps it 5 s; only a CDN may serve it stale while it refetches.
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    expect(page.headers['cdn-cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(page.headers.vary).toMatch(/\bcookie\b/i);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.body).not.toContain(shopper.mobile);
    expect(page.body).not.toContain('Meera');
  });

  it('keeps a signed-in shopper’s page, which shows them, to them alone', async () => {
    const page = await t.app.inject({ url: '/', headers: { host: 'localhost', cookie: sessionCookie() } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain(shopper.mobile);
  });

  it('tells a shared cache that a script comes in several encodings at one address', async () => {
    const page = await t.app.inject({ url: '/', headers: { host: 'localhost' } });
    const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(page.body)![1]!;
    const asked = (encoding: string) =>
      t.app.inject({ url: script, headers: { host: 'localhost', 'accept-encoding': encoding } });
    const [brotli, plain] = await Promise.all([asked('br'), asked('identity')]);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const reply of [brotli, plain]) {
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers.vary).toMatch(/\baccept-encoding\b/i);
    }
  });

  it('keeps private what sets a cookie or sends the browser elsewhere', async () => {
    const expired = await t.app.inject({
      url: '/',
      headers: { host: 'localhost', cookie: 'vitrine_session=expired; vitrine_refresh=unknown' },
    });
    expect(expired.headers['set-cookie']).toBeDefined();
    expect(expired.headers['cache-control']).toBe('private, no-store');
    const moved = await t.app.inject({ url: '/no-such-page', headers: { host: 'localhost' } });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers['cache-control']).toBe('private, no-store');
  });
});
