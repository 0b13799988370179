import { z } from 'zod';
import { errorEnvelopeSchema } from './errors.ts';
import { ADDRESS_MESSAGES, PINCODE_PATTERN } from './addresses.ts';

/**
 * Where a shop delivers (decision 0091): anywhere in India, or only the pincodes the owner lists,
 * each with cash on delivery yes or no and the days it takes.
 */
export const DELIVERY_AREA_MODES = ['ALL_INDIA', 'LISTED'] as const;
export type DeliveryAreaMode = (typeof DELIVERY_AREA_MODES)[number];

export { PINCODE_PATTERN };
export const pincodeSchema = z
  .string(ADDRESS_MESSAGES.pincode)
  .trim()
  .regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincode);

/** The console page where the owner uploads the list: it takes a file (the server's form limits). */
export const DELIVERY_SETTINGS_PAGE_PATH = '/admin/settings/delivery';
export const MAX_DELIVERY_DAYS = 60;
/** India has about 19,000 pincodes: a file of every one fits with room to spare. */
export const PINCODE_CSV_MAX_ROWS = 50_000;
export const PINCODE_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const PINCODE_CSV_COLUMNS = ['pincode', 'cod', 'days'] as const;
/** A file with thousands of bad rows reports this many; `problemCount` says how many in all. */
export const PINCODE_PROBLEMS_LISTED = 100;
export const PINCODE_CSV_MESSAGES = {
  tooLarge: 'The file must be 2 MB or smaller.',
  notCsv: 'Send the pincodes as a CSV file (text/csv).',
  empty: 'The file is empty.',
  tooManyRows: `A file can have at most ${PINCODE_CSV_MAX_ROWS.toLocaleString('en-IN')} pincodes.`,
} as const;

export const deliveryAreasSchema = z.object({
  mode: z.enum(DELIVERY_AREA_MODES),
  /** Pincodes listed (kept while the shop delivers all over India). */
  pincodes: z.number().int(),
  /** Of those, the ones that take cash on delivery. */
  codPincodes: z.number().int(),
});
export type DeliveryAreas = z.infer<typeof deliveryAreasSchema>;
export const deliveryAreasReplySchema = z.object({
  data: deliveryAreasSchema,
  message: z.string().optional(),
});

export const deliveryAreaModeBodySchema = z.strictObject({
  mode: z.enum(DELIVERY_AREA_MODES, 'Pick all India or listed pincodes'),
});

/** One problem of the file: `row` is its line (the header is line 1); 0 for the file itself. */
export const pincodeProblemSchema = z.object({ row: z.number().int(), message: z.string() });
export type PincodeProblem = z.infer<typeof pincodeProblemSchema>;
export const pincodeImportReportSchema = z.object({
  rows: z.number().int(),
  /** Whether the list was replaced: only a file without problems is written. */
  written: z.boolean(),
  problemCount: z.number().int(),
  /** The first problems, by line. */
  problems: z.array(pincodeProblemSchema),
});
export type PincodeImportReport = z.infer<typeof pincodeImportReportSchema>;
export const pincodeImportReplySchema = z.object({ data: pincodeImportReportSchema, message: z.string() });
/** A refused file: the error envelope (ARCHITECTURE §5) with the same report beside it. */
export const pincodeImportRefusalSchema = errorEnvelopeSchema.extend({ data: pincodeImportReportSchema });

export const deliveryCheckQuerySchema = z.object({ pincode: pincodeSchema });
export const deliveryCheckSchema = z.object({
  pincode: z.string(),
  deliverable: z.boolean(),
  /** Cash on delivery at this pincode (and in this shop). */
  cod: z.boolean(),
  /** The day it should arrive if ordered today, YYYY-MM-DD in India; null when the shop gives no days. */
  estimatedDelivery: z.string().nullable(),
});
export type DeliveryCheck = z.infer<typeof deliveryCheckSchema>;
export const deliveryCheckReplySchema = z.object({ data: deliveryCheckSchema });

export const pincodeImportQuerySchema = z.object({
  /** `check`: the problems only, nothing written (answers 200); `write`: replace the list, or 422. */
  mode: z.enum(['check', 'write']).default('write'),
});
export type PincodeImportQuery = z.input<typeof pincodeImportQuerySchema>;
