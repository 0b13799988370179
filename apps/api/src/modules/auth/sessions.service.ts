import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { refreshTokens, type Role } from './auth.tables.ts';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

export interface AccessClaims {
  sub: string;
  cid: string;
  roles: Role[];
  iat: number;
  exp: number;
}

export interface Session {
  token: string;
  refreshToken: string;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const JWT_HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const unauthenticated = (message: string) => new AppError(401, ERROR_CODES.UNAUTHENTICATED, message);

function parseClaims(payload: string): AccessClaims {
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString()) as AccessClaims;
  } catch {
    throw unauthenticated('The session token is malformed.');
  }
}

/** Access tokens (JWT, HS256, 15 min) and rotating refresh tokens (random, stored hashed, 30 days). */
export function createSessionsService(deps: { db: Db; signingKey: Buffer }) {
  const { db } = deps;
  const sign = (input: string) => createHmac('sha256', deps.signingKey).update(input).digest();

  function issueAccessToken(user: { id: string; customerId: string; roles: Role[] }): string {
    const iat = Math.floor(Date.now() / 1000);
    const claims: AccessClaims = {
      sub: user.id,
      cid: user.customerId,
      roles: user.roles,
      iat,
      exp: iat + ACCESS_TOKEN_SECONDS,
    };
    const body = `${JWT_HEADER}.${base64url(JSON.stringify(claims))}`;
    return `${body}.${base64url(sign(body))}`;
  }

  // A token's signature never changes, so each is checked once; expiry and shop are checked every time.
  const verified = new TtlCache<string, AccessClaims>(ACCESS_TOKEN_SECONDS * 1000, 10_000);

  function claimsOf(token: string): AccessClaims {
    const known = verified.get(token);
    if (known) return known;
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature || header !== JWT_HEADER)
      throw unauthenticated('The session token is malformed.');
    const expected = sign(`${header}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw unauthenticated('The session token is not valid.');
    }
    const claims = parseClaims(payload);
    verified.set(token, claims);
    return claims;
  }

  /** The claims of a valid token of this tenant; any other token is refused with 401. */
  function verifyAccessToken(token: string, customerId: string): AccessClaims {
    const claims = claimsOf(token);
    if (claims.exp <= Date.now() / 1000)
      throw unauthenticated('The session has expired. Please sign in again.');
    if (claims.cid !== customerId) throw unauthenticated('This session belongs to another shop.');
    return claims;
  }

  async function storeRefreshToken(
    user: { id: string; customerId: string },
    familyId: string,
  ): Promise<string> {
    const refreshToken = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      customerId: user.customerId,
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
    });
    return refreshToken;
  }

  async function startSession(user: { id: string; customerId: string; roles: Role[] }): Promise<Session> {
    return { token: issueAccessToken(user), refreshToken: await storeRefreshToken(user, randomUUID()) };
  }

  /**
   * Swaps a refresh token for a new pair. A token already swapped means it was copied: the whole
   * family (that sign-in and all its rotations) is revoked.
   */
  async function rotate(
    refreshToken: string,
    customerId: string,
    loadUser: (userId: string) => Promise<{ id: string; customerId: string; roles: Role[] } | null>,
  ): Promise<Session> {
    const invalid = new AppError(
      401,
      ERROR_CODES.REFRESH_TOKEN_INVALID,
      'The refresh token is not valid. Please sign in again.',
    );
    const [stored] = await db
      .select()
      .from(refreshTokens)
      .where(
        and(eq(refreshTokens.tokenHash, sha256(refreshToken)), eq(refreshTokens.customerId, customerId)),
      );
    if (!stored || stored.revokedAt || stored.expiresAt.getTime() <= Date.now()) throw invalid;
    const [claimed] = await db
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.rotatedAt)))
      .returning();
    if (!claimed) {
      await revokeFamily(stored.familyId);
      throw new AppError(
        401,
        ERROR_CODES.REFRESH_TOKEN_REUSED,
        'This refresh token was already used; the session has been ended. Please sign in again.',
      );
    }
    const user = await loadUser(stored.userId);
    if (!user) throw invalid;
    return { token: issueAccessToken(user), refreshToken: await storeRefreshToken(user, stored.familyId) };
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Ends the sign-in a refresh token belongs to; unknown tokens are ignored (sign-out always succeeds). */
  async function endSession(refreshToken: string, customerId: string): Promise<void> {
    const [stored] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(
        and(eq(refreshTokens.tokenHash, sha256(refreshToken)), eq(refreshTokens.customerId, customerId)),
      );
    if (stored) await revokeFamily(stored.familyId);
  }

  return { startSession, verifyAccessToken, rotate, endSession };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
