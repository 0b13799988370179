import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { base64url, errors, jwtVerify, SignJWT } from 'jose';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { refreshTokens, type Role } from './auth.tables.ts';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

export interface AccessClaims {
  sub: string;
  cid: string;
  /** The session: the family of refresh tokens of one sign-in; signing out ends its access tokens too. */
  sid: string;
  roles: Role[];
  iat: number;
  exp: number;
}

export interface Session {
  token: string;
  refreshToken: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const unauthenticated = (message: string) => new AppError(401, ERROR_CODES.UNAUTHENTICATED, message);

/**
 * On Node 20 jose decodes with atob, which also takes padding, blanks and a last character whose
 * unused bits differ; only the one encoding our signing produces is accepted.
 */
function hasCanonicalSignature(token: string): boolean {
  const signature = token.slice(token.lastIndexOf('.') + 1);
  try {
    return base64url.encode(base64url.decode(signature)) === signature;
  } catch {
    return false;
  }
}

function refusal(error: unknown): AppError {
  if (error instanceof errors.JWTExpired)
    return unauthenticated('The session has expired. Please sign in again.');
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return unauthenticated('The session token is not valid.');
  return unauthenticated('The session token is malformed.');
}

/** Access tokens (JWT, HS256, 15 min) and rotating refresh tokens (random, stored hashed, 30 days). */
export function createSessionsService(deps: { db: Db; signingKey: Buffer }) {
  const { db } = deps;
  const key = new Uint8Array(deps.signingKey);

  function issueAccessToken(user: { id: string; customerId: string; roles: Role[] }, sid: string) {
    return new SignJWT({ cid: user.customerId, sid, roles: user.roles })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(key);
  }

  async function claimsOf(token: string): Promise<AccessClaims> {
    if (!hasCanonicalSignature(token)) throw unauthenticated('The session token is malformed.');
    try {
      const { payload } = await jwtVerify<AccessClaims>(token, key, {
        algorithms: ['HS256'],
        typ: 'JWT',
        requiredClaims: ['sub', 'cid', 'sid', 'exp'],
      });
      return payload;
    } catch (error) {
      throw refusal(error);
    }
  }

  /** The claims of a valid token of a live session of this tenant; any other token is refused with 401. */
  async function verifyAccessToken(token: string, customerId: string): Promise<AccessClaims> {
    const claims = await claimsOf(token);
    if (claims.cid !== customerId) throw unauthenticated('This session belongs to another shop.');
    const [live] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, claims.sid),
          eq(refreshTokens.customerId, customerId),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .limit(1);
    if (!live) throw unauthenticated('The session has ended. Please sign in again.');
    return claims;
  }

  /**
   * Whether a browser's cookies hold one of this tenant's live sessions: a valid access token, or a
   * refresh token not yet swapped, ended or expired (read, not swapped: the page's action does that).
   */
  async function holdsSession(
    cookies: { token?: string; refreshToken?: string },
    customerId: string,
  ): Promise<boolean> {
    if (cookies.token && (await verifyAccessToken(cookies.token, customerId).catch(() => null))) return true;
    if (!cookies.refreshToken) return false;
    const [live] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, sha256(cookies.refreshToken)),
          eq(refreshTokens.customerId, customerId),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      );
    return live !== undefined;
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
    const sid = randomUUID();
    return { token: await issueAccessToken(user, sid), refreshToken: await storeRefreshToken(user, sid) };
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
      await revokeFamily(stored.familyId, customerId);
      throw new AppError(
        401,
        ERROR_CODES.REFRESH_TOKEN_REUSED,
        'This refresh token was already used; the session has been ended. Please sign in again.',
      );
    }
    const user = await loadUser(stored.userId);
    if (!user) throw invalid;
    return {
      token: await issueAccessToken(user, stored.familyId),
      refreshToken: await storeRefreshToken(user, stored.familyId),
    };
  }

  async function revokeFamily(familyId: string, customerId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.familyId, familyId),
          eq(refreshTokens.customerId, customerId),
          isNull(refreshTokens.revokedAt),
        ),
      );
  }

  /**
   * Ends a sign-in, named by its refresh token or by an access token's session id; unknown tokens are
   * ignored (sign-out always succeeds).
   */
  async function endSession(
    { refreshToken, sessionId }: { refreshToken?: string; sessionId?: string },
    customerId: string,
  ): Promise<void> {
    if (sessionId) await revokeFamily(sessionId, customerId);
    if (!refreshToken) return;
    const [stored] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(
        and(eq(refreshTokens.tokenHash, sha256(refreshToken)), eq(refreshTokens.customerId, customerId)),
      );
    if (stored) await revokeFamily(stored.familyId, customerId);
  }

  return { startSession, verifyAccessToken, holdsSession, rotate, endSession };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
