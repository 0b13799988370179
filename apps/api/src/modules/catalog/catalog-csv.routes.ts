import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@vitrine/contract/errors';
import {
  CSV_COLUMNS,
  CSV_MAX_BYTES,
  CSV_MESSAGES,
  csvImportQuerySchema,
  csvReportReplySchema,
} from '@vitrine/contract/catalog-csv';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogCsvService } from './catalog-csv.service.ts';

const CSV_TYPES = ['text/csv', 'text/plain', 'application/vnd.ms-excel'];

const summaryOf = (report: { written: boolean; problems: unknown[]; rows: number }) => {
  if (report.problems.length > 0) {
    return `${report.problems.length} problem${report.problems.length === 1 ? '' : 's'} found: nothing was written.`;
  }
  return report.written ? `Imported ${report.rows} rows.` : `No problems in ${report.rows} rows.`;
};

/** The catalogue as CSV (decision 0068): export, and import with a dry run first. */
export const catalogCsvRoutes: FastifyPluginAsyncZod<{ csv: CatalogCsvService }> = async (app, { csv }) => {
  app.get(
    '/admin/catalog/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The shop’s products as CSV: a row per product and per variant',
        description: `Columns: ${CSV_COLUMNS.join(', ')}.`,
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="catalogue.csv"')
        .header('cache-control', 'private, no-store')
        .send(await csv.exportCsv(request.customerId));
    },
  );

  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      CSV_TYPES,
      { parseAs: 'string', bodyLimit: CSV_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    upload.addContentTypeParser('*', (_request, _payload, done) =>
      done(new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, CSV_MESSAGES.notCsv)),
    );
    upload.addHook('preParsing', async (request) => {
      await request.requireAdmin();
      if (Number(request.headers['content-length']) > CSV_MAX_BYTES) {
        throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, CSV_MESSAGES.tooLarge);
      }
    });

    upload.withTypeProvider<ZodTypeProvider>().post(
      '/admin/catalog/import',
      {
        bodyLimit: CSV_MAX_BYTES,
        schema: {
          tags: ['admin'],
          summary: 'Check (dry run) or import a catalogue CSV: created or updated by SKU, all rows or none',
          description: `Content-Type text/csv, at most 8 MiB. Columns: ${CSV_COLUMNS.join(', ')}. An import with any problem answers 422 with the same report and writes nothing.`,
          querystring: csvImportQuerySchema,
          response: { 200: csvReportReplySchema, 422: csvReportReplySchema },
        },
      },
      async (request, reply) => {
        const text = typeof request.body === 'string' ? request.body : '';
        if (!text.trim()) throw new AppError(400, ERROR_CODES.BAD_REQUEST, CSV_MESSAGES.empty);
        const report = await csv.importCsv(request.customerId, text, {
          write: request.query.mode === 'write',
          createCategories: request.query.createCategories === 'true',
        });
        const refused = request.query.mode === 'write' && !report.written;
        return reply.code(refused ? 422 : 200).send({ data: report, message: summaryOf(report) });
      },
    );
  });
};
