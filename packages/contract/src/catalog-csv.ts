import { z } from 'zod';

/**
 * The catalogue as CSV (decision 0068): one row per product and one per variant, a variant naming
 * its product's SKU in `product_sku`. Import creates or updates by SKU, all rows or none.
 */
export const CSV_COLUMNS = [
  'sku',
  'product_sku',
  'category',
  'name',
  'brand',
  'description',
  'options',
  'price',
  'special_price',
  'stock',
  'low_stock',
  'weight_grams',
  'gst_rate',
  'hsn',
  'visible',
  'cod',
  'images',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const CSV_REQUIRED_COLUMNS: readonly CsvColumn[] = ['sku', 'name', 'price', 'stock'];

/** The largest CSV the console takes: 10,000 products with variants is about 3 MB. */
export const CSV_MAX_BYTES = 8 * 1024 * 1024;
export const CSV_MAX_ROWS = 20_000;
export const CSV_MESSAGES = {
  tooLarge: 'The file must be 8 MB or smaller. Split it and import each part.',
  notCsv: 'Send the catalogue as a CSV file (text/csv).',
  empty: 'The file is empty.',
  tooManyRows: `A file can have at most ${CSV_MAX_ROWS.toLocaleString('en-IN')} rows. Split it and import each part.`,
} as const;

/** The product editor's rules (site.ts), so a row is refused for what the editor refuses. */
export { GST_RATES, HSN_PATTERN, HTML_TAG, SKU_PATTERN } from './site.ts';

/** One problem of one row: `row` is the file's line (the header is line 1); 0 for the file itself. */
export const csvProblemSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type CsvProblem = z.infer<typeof csvProblemSchema>;

export const csvReportSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  newCategories: z.array(z.string()),
  problems: z.array(csvProblemSchema),
  /** Whether the rows were written (an import without problems); a check writes nothing. */
  written: z.boolean(),
});
export type CsvReport = z.infer<typeof csvReportSchema>;
export const csvReportReplySchema = z.object({ data: csvReportSchema, message: z.string() });

export const csvImportQuerySchema = z.object({
  /** `check`: the dry run, listing every row's problem; `write`: the import, all rows or none. */
  mode: z.enum(['check', 'write']),
  /** Categories named by a path the shop does not have are made, instead of being a problem. */
  createCategories: z.enum(['true', 'false']).default('false'),
});
export type CsvImportQuery = z.input<typeof csvImportQuerySchema>;

export const CATALOGUE_IMPORT_PAGE_PATH = '/admin/catalogue/import';
