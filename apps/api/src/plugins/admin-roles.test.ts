import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { errorOf } from '../testing/error-of.ts';
import { consoleCast, signedUpShopper, type Shopper } from '../testing/shopper.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let shopper: Shopper;
let staff: Shopper;
/** Every registered /api/admin/* route and method, read from the router: a new route is covered too. */
let routes: { method: string; url: string }[];

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signedUpShopper(t);
  ({ staff } = await consoleCast(t));
  routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter((route) =>
    route.url.startsWith('/api/admin/'),
  );
}, 120_000);
afterAll(() => t.close());

/** The router's tree as routes: each line adds its path to its parent's, four columns further in. */
function routesOf(tree: string) {
  const paths: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const [, indent = '', path = '', methods] = /^([│├└─ ]*)(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line) ?? [];
    const depth = indent.length / 4;
    paths.length = depth;
    paths[depth] = (paths[depth - 1] ?? '') + path;
    if (!methods) return [];
    const url = paths[depth]!.replaceAll(/:\w+/g, 'not-an-id');
    return methods
      .split(', ')
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, url }));
  });
}

/** An invalid request to the route: a body of unknown fields, or a query of wrong ones. */
const invalidRequest = (route: { method: string; url: string }, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method as 'POST',
    url: `${route.url}?limit=many&status=bogus`,
    headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { bogus: ['x'.repeat(10)] } }),
  });

describe('an /api/admin/* route checks the role before it reads or validates the body', () => {
  it('finds the console routes to walk', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/admin/settings/brand' });
  });

  it('answers a guest 401, whatever the body', async () => {
    for (const route of routes) {
      const reply = await invalidRequest(route, { 'x-customer-id': 'kesar-home' });
      expect([route, reply.statusCode]).toEqual([route, 401]);
      expect(errorOf(reply).code).toBe(ERROR_CODES.UNAUTHENTICATED);
    }
  });

  it('answers a signed-in shopper 403, not the fields a valid body needs', async () => {
    for (const route of routes) {
      const reply = await invalidRequest(route, shopper.headers);
      expect([route, reply.statusCode]).toEqual([route, 403]);
      expect(errorOf(reply).code).toBe(ERROR_CODES.FORBIDDEN);
    }
  });

  it('answers the shop’s other staff 403 on the owner’s routes, and lets them run orders and quotations', async () => {
    const staffMay = ({ method, url }: { method: string; url: string }) =>
      (/^\/api\/admin\/(dashboard|orders|quotations)(\/|$)/.test(url) &&
        !(method === 'POST' && url.endsWith('/refunds'))) ||
      /^\/api\/admin\/notifications(\/not-an-id\/retry)?$/.test(url);
    for (const route of routes) {
      const reply = await invalidRequest(route, staff.headers);
      expect([route, reply.statusCode === 403]).toEqual([route, !staffMay(route)]);
    }
  });
});

/**
 * The writes a guest may make: signing in, and the gateways' server-to-server messages. Every other
 * write under /api needs a signed-in shopper, checked before the body is read or validated.
 */
const GUEST_WRITES = [
  /^\/api\/auth\/(signin\/send-otp|signin\/validate-otp|signup|refresh|signout)$/,
  /^\/api\/payment\/(phonepe\/(callback|webhook|refund-callback)|razorpay\/webhook)$/,
];

describe('a shopper’s write under /api checks the session before it reads or validates the body', () => {
  const shopperWrites = () =>
    routesOf(t.app.printRoutes({ commonPrefix: false })).filter(
      ({ method, url }) =>
        method !== 'GET' &&
        /^\/api\/(?!admin\/|operator\/|dev\/)/.test(url) &&
        !GUEST_WRITES.some((guestWrite) => guestWrite.test(url)),
    );

  it('finds the writes to walk', () => {
    expect(shopperWrites()).toContainEqual({ method: 'POST', url: '/api/cart/v2' });
    expect(shopperWrites().length).toBeGreaterThan(25);
  });

  it('answers a guest 401, not the fields a valid body needs', async () => {
    for (const route of shopperWrites()) {
      const reply = await invalidRequest(route, { 'x-customer-id': 'kesar-home' });
      expect([route, reply.statusCode, errorOf(reply).code]).toEqual([
        route,
        401,
        ERROR_CODES.UNAUTHENTICATED,
      ]);
    }
  });
});
