import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deliveryAreaModeBodySchema,
  deliveryAreasReplySchema,
  deliveryCheckQuerySchema,
  deliveryCheckReplySchema,
  PINCODE_CSV_COLUMNS,
  PINCODE_CSV_MAX_BYTES,
  PINCODE_CSV_MESSAGES,
  PINCODE_PROBLEMS_LISTED,
  pincodeImportQuerySchema,
  pincodeImportRefusalSchema,
  pincodeImportReplySchema,
} from '@vitrine/contract/delivery-areas';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { AppError } from '../../lib/app-error.ts';
import { checkDelivery, type DeliveryCheckDeps } from '../../workflows/delivery-check.ts';
import { parsePincodeCsv } from './pincode-csv.ts';

const CSV_TYPES = ['text/csv', 'text/plain', 'application/vnd.ms-excel'];

/** Where the shop delivers (decision 0091): the owner's list and mode, and the shopper's check. */
export const deliveryAreasRoutes: FastifyPluginAsyncZod<DeliveryCheckDeps> = async (app, deps) => {
  const { deliveryAreas } = deps;

  app.get(
    '/delivery/check',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Does the shop deliver to this pincode, with cash on delivery, and by when?',
        querystring: deliveryCheckQuerySchema,
        response: { 200: deliveryCheckReplySchema },
      },
    },
    async (request) => ({ data: await checkDelivery(deps, request.customerId, request.query.pincode) }),
  );

  app.get(
    '/admin/delivery-areas',
    {
      schema: {
        tags: ['admin'],
        summary: 'All India or listed pincodes, and how many are listed',
        response: { 200: deliveryAreasReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await deliveryAreas.summaryOf(request.customerId) };
    },
  );

  app.put(
    '/admin/delivery-areas/mode',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deliver all over India, or only to the listed pincodes (which must not be none)',
        body: deliveryAreaModeBodySchema,
        response: { 200: deliveryAreasReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await deliveryAreas.setMode(request.customerId, request.body.mode) };
    },
  );

  app.get(
    '/admin/delivery-areas/pincodes.csv',
    { schema: { tags: ['admin'], summary: `The listed pincodes as CSV: ${PINCODE_CSV_COLUMNS.join(',')}` } },
    async (request, reply) => {
      await request.requireAdmin();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="pincodes.csv"')
        .header('cache-control', 'private, no-store')
        .send(await deliveryAreas.exportCsv(request.customerId));
    },
  );

  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      CSV_TYPES,
      { parseAs: 'string', bodyLimit: PINCODE_CSV_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    upload.addContentTypeParser('*', (_request, _payload, done) =>
      done(new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, PINCODE_CSV_MESSAGES.notCsv)),
    );
    upload.addHook('preParsing', async (request) => {
      await request.requireAdmin();
      if (Number(request.headers['content-length']) > PINCODE_CSV_MAX_BYTES) {
        throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, PINCODE_CSV_MESSAGES.tooLarge);
      }
    });

    upload.withTypeProvider<ZodTypeProvider>().put(
      '/admin/delivery-areas/pincodes',
      {
        bodyLimit: PINCODE_CSV_MAX_BYTES,
        schema: {
          tags: ['admin'],
          summary: 'Replace the listed pincodes with a CSV file: all rows or none',
          description: `Content-Type text/csv, at most 2 MB, a header line ${PINCODE_CSV_COLUMNS.join(',')}; cod is yes or no, days 0–60. mode=check lists the problems by line and writes nothing; a write with any problem answers 422 with them and changes nothing.`,
          querystring: pincodeImportQuerySchema,
          response: { 200: pincodeImportReplySchema, 422: pincodeImportRefusalSchema },
        },
      },
      async (request, reply) => {
        const text = typeof request.body === 'string' ? request.body : '';
        if (!text.trim()) throw new AppError(400, ERROR_CODES.BAD_REQUEST, PINCODE_CSV_MESSAGES.empty);
        const { rows, problems } = parsePincodeCsv(text);
        if (problems.length > 0 || request.query.mode === 'check') {
          const report = {
            rows: rows.length,
            written: false,
            problemCount: problems.length,
            problems: problems.slice(0, PINCODE_PROBLEMS_LISTED),
          };
          const message =
            problems.length === 0
              ? `No problems in ${rows.length.toLocaleString('en-IN')} pincodes.`
              : `${problems.length} problem${problems.length === 1 ? '' : 's'} found: nothing was changed.`;
          if (request.query.mode === 'check') return { data: report, message };
          const error = { code: ERROR_CODES.VALIDATION_FAILED, message };
          return reply.code(422).send({ error, message, data: report });
        }
        await deliveryAreas.replacePincodes(request.customerId, rows);
        const report = { rows: rows.length, written: true, problemCount: 0, problems: [] };
        return { data: report, message: `${rows.length.toLocaleString('en-IN')} pincodes saved.` };
      },
    );
  });
};
