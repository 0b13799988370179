import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInMobileSchema } from '@vitrine/contract/auth';

export const devOutboxReplySchema = z.object({
  data: z.object({
    messages: z.array(
      z.object({
        customerId: z.string(),
        mobile: z.string(),
        otp: z.string(),
        text: z.string(),
        sentAt: z.string(),
      }),
    ),
  }),
});

/**
 * Registered only while the dev SMS provider is active: the demo shop shows the code it "sent", so a
 * newcomer can sign in without a phone.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{
  outbox: () => Array<z.infer<typeof devOutboxReplySchema>['data']['messages'][number]>;
}> = async (app, { outbox }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages the dev SMS provider would have sent for this shop (dev provider only)',
        querystring: z.object({ mobile: signInMobileSchema.optional() }),
        response: { 200: devOutboxReplySchema },
      },
    },
    async (request) => {
      const { mobile } = request.query;
      const shown = outbox().filter(
        (message) => message.customerId === request.customerId && (!mobile || message.mobile === mobile),
      );
      return { data: { messages: shown } };
    },
  );
};
