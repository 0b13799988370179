import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@vitrine/contract/errors';
import {
  consentBodySchema,
  consentReplySchema,
  DATA_EXPORTS_PER_HOUR,
  deleteAccountBodySchema,
  deleteAccountReplySchema,
} from '@vitrine/contract/privacy';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Counters } from '../../lib/counters.ts';
import { deleteShopperAccount, exportShopperData } from '../../workflows/shopper-privacy.ts';
import type { SessionCookies } from '../../plugins/auth.ts';
import { answerConsent, consentOf } from './privacy.service.ts';

interface PrivacyDeps {
  db: Db;
  counters: Counters;
  cookies: SessionCookies;
}

const HOUR = 60 * 60;

/** The signed-in shopper of this shop. */
const shopperOf = async (request: FastifyRequest) => ({
  customerId: request.customerId,
  userId: (await request.requireUser()).sub,
});

/** The shopper's privacy rights (DPDP Act 2023, decision 0093): a copy, deletion, marketing consent. */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyDeps> = async (app, { db, counters, cookies }) => {
  app.get(
    '/privacy/export',
    {
      schema: {
        tags: ['auth'],
        summary: 'Download everything the shop holds about the signed-in shopper, as a JSON file',
        description: `At most ${DATA_EXPORTS_PER_HOUR} downloads an hour per shopper.`,
      },
    },
    async (request, reply) => {
      const shopper = await shopperOf(request);
      const key = `privacy-export:${shopper.customerId}:${shopper.userId}`;
      // Counted once a file is made: a refusal (this limit, a session gone) changes nothing.
      const { count, resetInSeconds } = await counters.get(key);
      if (count >= DATA_EXPORTS_PER_HOUR) {
        const minutes = Math.ceil(resetInSeconds / 60);
        throw new AppError(
          429,
          ERROR_CODES.RATE_LIMITED,
          `You have downloaded your data ${DATA_EXPORTS_PER_HOUR} times this hour. Try again in ${minutes} minutes.`,
          { retryAfter: Math.max(1, resetInSeconds) },
        );
      }
      const exported = await exportShopperData(db, shopper);
      await counters.increment(key, HOUR);
      const day = exported.about.generatedAt.slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(exported, null, 2));
    },
  );

  app.get(
    '/privacy/consent',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the signed-in shopper agreed to marketing messages, when, and to which words',
        response: { 200: consentReplySchema },
      },
    },
    async (request) => {
      const consent = await consentOf(db, await shopperOf(request));
      return { data: { consent }, message: 'OK' };
    },
  );

  app.put(
    '/privacy/consent',
    {
      schema: {
        tags: ['auth'],
        summary: 'Agree to marketing messages (recording the words shown) or withdraw',
        body: consentBodySchema,
        response: { 200: consentReplySchema },
      },
    },
    async (request) => {
      const consent = await answerConsent(db, await shopperOf(request), request.body);
      const message = consent.granted
        ? 'Thank you: you will hear about offers.'
        : 'You will get no marketing messages.';
      return { data: { consent }, message };
    },
  );

  app.post(
    '/privacy/delete-account',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Delete the signed-in shopper’s account: orders stay (GST law) with their name and contact masked',
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountReplySchema },
      },
    },
    async (request, reply) => {
      const { deleted } = await deleteShopperAccount(db, await shopperOf(request));
      cookies.clearSessionCookies(reply);
      return { data: { deleted }, message: 'Your account has been deleted.' };
    },
  );
};
