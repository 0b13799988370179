import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  meReplySchema,
  refreshBodySchema,
  refreshReplySchema,
  sendOtpBodySchema,
  sendOtpReplySchema,
  SIGNUP_NO_USER,
  signoutReplySchema,
  signupBodySchema,
  signupReplySchema,
  userProfileReplySchema,
  validateOtpBodySchema,
  validateOtpReplySchema,
} from '@vitrine/contract/auth';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { AppError } from '../../lib/app-error.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { DEVICE_COOKIE, OTP_NONCE_COOKIE, REFRESH_COOKIE, type SessionCookies } from '../../plugins/auth.ts';
import type { KnownDevicesService } from './known-devices.service.ts';
import type { OtpClient, OtpService } from './otp.service.ts';
import { OTP_LIMITS } from './otp-limits.ts';
import type { SessionsService } from './sessions.service.ts';
import { toUser, type UserRow, type UsersService } from './users.service.ts';

interface AuthDeps {
  otp: OtpService;
  devices: KnownDevicesService;
  users: UsersService;
  sessions: SessionsService;
  cookies: SessionCookies;
}

/** A customerId in the body (SPEC §7) must name the shop the request is for. */
function sameShop(requestCustomerId: string, bodyCustomerId: string | undefined) {
  if (bodyCustomerId !== undefined && bodyCustomerId !== requestCustomerId) {
    throw new AppError(400, ERROR_CODES.CUSTOMER_MISMATCH, 'The customerId does not match this shop.');
  }
}

/** Apps send the refresh token in the body; the web storefront's is in its cookie. */
const refreshTokenOf = (request: FastifyRequest<{ Body: { refreshToken?: string } | null | undefined }>) =>
  request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE];

/** Apps send their device token in the body; the web storefront's is in its cookie. */
const deviceTokenOf = (request: FastifyRequest<{ Body: { deviceToken?: string } }>) =>
  request.body.deviceToken ?? request.cookies[DEVICE_COOKIE];

export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (
  app,
  { otp, devices, users, sessions, cookies },
) => {
  /** A device that signed in to this number before, or else the client's network. */
  const otpClientOf = async (
    request: FastifyRequest<{ Body: { deviceToken?: string } }>,
    who: { customerId: string; mobile: string },
  ): Promise<OtpClient> => {
    const knownDevice = await devices.recognise(who, deviceTokenOf(request));
    return knownDevice ? { knownDevice } : { network: clientNetwork(request.ip) };
  };

  /** Every sign-in leaves its client a device token for the number (decision 0017). */
  const startSession = async (
    request: FastifyRequest<{ Body: { deviceToken?: string } }>,
    reply: FastifyReply,
    user: UserRow,
  ) => {
    const session = await sessions.startSession(user);
    const deviceToken = await devices.remember(user, deviceTokenOf(request));
    cookies.setSessionCookies(reply, session);
    cookies.setDeviceCookie(reply, deviceToken);
    return { ...session, user: toUser(user), isNewUser: false, deviceToken };
  };
  app.post(
    '/auth/signin/send-otp',
    {
      config: { guest: true },
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time code to a mobile number',
        body: sendOtpBodySchema,
        response: { 200: sendOtpReplySchema },
      },
    },
    async (request, reply) => {
      sameShop(request.customerId, request.body.customerId);
      const who = { customerId: request.customerId, mobile: request.body.mobile };
      const nonce = await otp.sendCode(who, await otpClientOf(request, who));
      cookies.setOtpNonceCookie(reply, nonce, OTP_LIMITS.codeLifetimeSeconds);
      return {
        data: {
          otpRequested: true as const,
          nonce,
          resendInSeconds: OTP_LIMITS.resendCooldownSeconds,
          expiresInSeconds: OTP_LIMITS.codeLifetimeSeconds,
        },
        message: 'OTP sent',
      };
    },
  );

  app.post(
    '/auth/signin/validate-otp',
    {
      config: { guest: true },
      schema: {
        tags: ['auth'],
        summary: `Check a code: a session for a known shopper, or "${SIGNUP_NO_USER}" for a new one`,
        body: validateOtpBodySchema,
        response: { 200: validateOtpReplySchema },
      },
    },
    async (request, reply) => {
      sameShop(request.customerId, request.body.customerId);
      const who = { customerId: request.customerId, mobile: request.body.mobile };
      const nonce = request.body.nonce ?? request.cookies[OTP_NONCE_COOKIE] ?? '';
      await otp.verifyCode(who, nonce, request.body.otp, await otpClientOf(request, who));
      const user = await users.findByMobile(who.customerId, who.mobile);
      if (!user) {
        await otp.markVerified(who);
        return { data: SIGNUP_NO_USER, message: 'Mobile verified; complete sign-up' };
      }
      return { data: await startSession(request, reply, user), message: 'Signed in' };
    },
  );

  app.post(
    '/auth/signup',
    {
      config: { guest: true },
      schema: {
        tags: ['auth'],
        summary: 'Create the account of a verified new shopper',
        body: signupBodySchema,
        response: { 200: signupReplySchema },
      },
    },
    async (request, reply) => {
      const { customerId, name, mobile, email } = request.body;
      sameShop(request.customerId, customerId);
      // Verification first: only the phone's holder may learn that the number has an account.
      if (!(await otp.consumeVerification({ customerId: request.customerId, mobile }))) {
        throw new AppError(
          400,
          ERROR_CODES.SIGNUP_NOT_VERIFIED,
          'Verify your mobile number with an OTP before signing up.',
        );
      }
      const user = await users.createCustomer({ customerId: request.customerId, mobile, name, email });
      if (!user)
        throw new AppError(
          409,
          ERROR_CODES.USER_EXISTS,
          'An account with this mobile number already exists. Please sign in.',
        );
      return { data: await startSession(request, reply, user), message: 'Signed up' };
    },
  );

  const currentUser = async (customerId: string, userId: string) => {
    const user = await users.findById(customerId, userId);
    if (!user) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'Please sign in to continue.');
    return user;
  };

  app.get(
    '/auth/getUserProfile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Silent login: the signed-in user',
        response: { 200: userProfileReplySchema },
      },
    },
    async (request) => {
      // SPEC §8: silent login with no stored token fails with this text.
      const claims = await request.requireUser('No token in session');
      return { data: { user: toUser(await currentUser(request.customerId, claims.sub)) } };
    },
  );

  app.get(
    '/user/me',
    { schema: { tags: ['auth'], summary: 'The signed-in user and roles', response: { 200: meReplySchema } } },
    async (request) => {
      const claims = await request.requireUser();
      const user = toUser(await currentUser(request.customerId, claims.sub));
      return { data: { user, roles: user.roles } };
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { guest: true },
      schema: {
        tags: ['auth'],
        summary: 'Swap a refresh token for a new pair',
        body: refreshBodySchema.nullish(),
        response: { 200: refreshReplySchema },
      },
    },
    async (request, reply) => {
      const refreshToken = refreshTokenOf(request);
      if (!refreshToken)
        throw new AppError(401, ERROR_CODES.REFRESH_TOKEN_INVALID, 'No refresh token was sent.');
      const session = await sessions.rotate(refreshToken, request.customerId, (userId) =>
        users.findById(request.customerId, userId),
      );
      cookies.setSessionCookies(reply, session);
      return { data: session };
    },
  );

  app.post(
    '/auth/signout',
    {
      config: { guest: true },
      schema: {
        tags: ['auth'],
        summary: 'End the session',
        body: refreshBodySchema.nullish(),
        response: { 200: signoutReplySchema },
      },
    },
    async (request, reply) => {
      // An app signing out with its Bearer token alone names its session that way.
      const sessionId = await request.requireUser().then(
        (claims) => claims.sid,
        () => undefined,
      );
      await sessions.endSession({ refreshToken: refreshTokenOf(request), sessionId }, request.customerId);
      cookies.clearSessionCookies(reply);
      return { data: { signedOut: true as const }, message: 'Signed out' };
    },
  );
};
