import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type {} from '@fastify/cookie';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { AppError } from '../lib/app-error.ts';
import { OPERATOR_REALM_ID } from '../modules/tenants/tenant-registry.ts';
import type { AccessClaims, Session, SessionsService } from '../modules/auth/sessions.service.ts';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from '../modules/auth/sessions.service.ts';
import { DEVICE_TOKEN_SECONDS } from '../modules/auth/known-devices.service.ts';

export const SESSION_COOKIE = 'vitrine_session';
export const REFRESH_COOKIE = 'vitrine_refresh';
/** The web storefront's one-time-code nonce: page scripts never see it, like the session. */
export const OTP_NONCE_COOKIE = 'vitrine_otp';
/** The web storefront's device token (decision 0017): kept through sign-out, for a year. */
export const DEVICE_COOKIE = 'vitrine_device';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user's token claims; refuses (401) a request without a valid, open session, with
     * `noTokenMessage` when it carries no session token at all.
     */
    requireUser(noTokenMessage?: string): Promise<AccessClaims>;
    /** As requireUser, and refuses (403) anyone but the shop's owner (the ADMIN role): settings. */
    requireAdmin(): Promise<AccessClaims>;
    /** As requireUser, and refuses (403) anyone who does not run the shop (ADMIN or STAFF): orders. */
    requireStaff(): Promise<AccessClaims>;
    /**
     * The platform operator on the operator's host (decision 0076). On any shop's host the route is
     * not found; there, a session of the operators' realm is refused as another shop's would be.
     */
    requireOperator(): Promise<AccessClaims>;
  }
  interface FastifyContextConfig {
    /** An /api/admin/* route the shop's other staff may use too; the rest are the owner's alone. */
    staffMay?: boolean;
    /** A write under /api a guest may make (signing in, a gateway's message); the rest need a shopper. */
    guest?: boolean;
  }
}

/** The shop's console API: its role is checked when the request arrives, before its body is read. */
const ADMIN_ROUTES = '/api/admin/';
/** The shopper's API, but the console's, the operator's and the demo's: its writes need a session. */
const SHOPPER_ROUTES = /^\/api\/(?!admin\/|operator\/|dev\/)/;

/** What a route checks when a request arrives, before its body is read: a role, a session, or nothing. */
function accessCheckOf(route: RouteOptions) {
  if (route.url.startsWith(ADMIN_ROUTES)) {
    return route.config?.staffMay
      ? async (request: FastifyRequest) => void (await request.requireStaff())
      : async (request: FastifyRequest) => void (await request.requireAdmin());
  }
  const writes = [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD');
  if (writes && SHOPPER_ROUTES.test(route.url) && !route.config?.guest)
    return async (request: FastifyRequest) => void (await request.requireUser());
  return null;
}

/**
 * Apps send `Authorization: Bearer`; the web storefront's session lives in HttpOnly cookies. A
 * state-changing request that relies on the cookie must come from the shop's own origin.
 */
export function registerAuthentication(
  scope: FastifyInstance,
  deps: { sessions: SessionsService; secureCookies: boolean },
) {
  // The session is looked up (one indexed read) only by a route that needs the user, once per request.
  const checked = new WeakMap<FastifyRequest, Promise<AccessClaims>>();
  scope.decorateRequest('requireUser', function (this: FastifyRequest, noTokenMessage?: string) {
    const token = bearerToken(this) ?? this.cookies[SESSION_COOKIE];
    if (!token) {
      return Promise.reject(
        new AppError(401, ERROR_CODES.UNAUTHENTICATED, noTokenMessage ?? 'Please sign in to continue.'),
      );
    }
    const claims = checked.get(this) ?? deps.sessions.verifyAccessToken(token, this.customerId);
    checked.set(this, claims);
    return claims;
  });

  const requireRole = (roles: readonly string[], message: string) =>
    async function (this: FastifyRequest) {
      const claims = await this.requireUser();
      if (!claims.roles.some((role) => roles.includes(role))) {
        throw new AppError(403, ERROR_CODES.FORBIDDEN, message);
      }
      return claims;
    };
  scope.decorateRequest('requireAdmin', requireRole(['ADMIN'], 'Only the shop’s owner can do this.'));
  scope.decorateRequest(
    'requireStaff',
    requireRole(['ADMIN', 'STAFF'], 'Only the shop’s staff can do this.'),
  );
  const requireOperatorRole = requireRole(['OPERATOR'], 'Only the platform’s operators can do this.');
  scope.decorateRequest('requireOperator', function (this: FastifyRequest) {
    if (this.customerId !== OPERATOR_REALM_ID)
      return Promise.reject(new AppError(404, ERROR_CODES.NOT_FOUND, 'Not found'));
    return requireOperatorRole.call(this);
  });

  // Before Fastify reads and validates the body: a guest or a shopper learns nothing of a route's fields.
  scope.addHook('onRoute', (route) => {
    const check = accessCheckOf(route);
    if (check) route.onRequest = [route.onRequest ?? [], check].flat();
  });

  scope.addHook('preHandler', async (request) => {
    // Any of the browser's cookies: the refresh cookie outlives the session's by 30 days, and another
    // page must not spend the budgets of the shopper's device token either.
    const cookieBorne = [SESSION_COOKIE, REFRESH_COOKIE, OTP_NONCE_COOKIE, DEVICE_COOKIE].some(
      (name) => request.cookies[name],
    );
    if (SAFE_METHODS.has(request.method) || bearerToken(request) || !cookieBorne) return;
    if (startedElsewhere(request)) {
      throw new AppError(
        403,
        ERROR_CODES.FORBIDDEN_ORIGIN,
        'This request did not come from the shop’s own pages.',
      );
    }
  });

  const base = { httpOnly: true, secure: deps.secureCookies, sameSite: 'lax' as const, path: '/' };
  return {
    setOtpNonceCookie(reply: FastifyReply, nonce: string, maxAge: number) {
      reply.setCookie(OTP_NONCE_COOKIE, nonce, { ...base, maxAge });
    },
    setDeviceCookie(reply: FastifyReply, deviceToken: string) {
      reply.setCookie(DEVICE_COOKIE, deviceToken, { ...base, maxAge: DEVICE_TOKEN_SECONDS });
    },
    setSessionCookies(reply: FastifyReply, session: Session) {
      reply.clearCookie(OTP_NONCE_COOKIE, { path: '/' });
      reply.setCookie(SESSION_COOKIE, session.token, { ...base, maxAge: ACCESS_TOKEN_SECONDS });
      // Site-wide: the browser sends it to the storefront's pages and actions, not to /api.
      reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...base, maxAge: REFRESH_TOKEN_SECONDS });
    },
    clearSessionCookies(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(REFRESH_COOKIE, { path: '/' });
    },
  };
}
export type SessionCookies = ReturnType<typeof registerAuthentication>;

/**
 * Whether a browser says another site started this request: its Origin names another host or is
 * opaque, or (a browser that sends no Origin) Sec-Fetch-Site says it is not same-origin. A client
 * that sends neither is no browser a forged page could drive. SameSite=Lax cookies alone let a
 * sibling subdomain of one platform domain through.
 */
export function startedElsewhere(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return !URL.canParse(origin) || new URL(origin).host !== request.host;
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin';
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}
