import { parse } from 'csv-parse/sync';

/** A CSV record with the line of the file it starts on (a quoted cell may span lines). */
export interface CsvRecord {
  record: string[];
  info: { lines: number };
}

/** What a yes-or-no cell may say. */
export const CSV_YES = new Set(['yes', 'y', 'true', '1']);
export const CSV_NO = new Set(['no', 'n', 'false', '0']);

/**
 * An uploaded CSV's records, trimmed, blank lines skipped, or why it cannot be read and on which
 * line: the owner's imports (catalogue, pincodes) report it as a problem of that line.
 */
export function csvRecordsOf(
  text: string,
): { records: CsvRecord[] } | { unreadable: { line: number; message: string } } {
  try {
    const records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
    }) as unknown as CsvRecord[]; // the types know `info` only with `columns`
    return { records };
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    return { unreadable: { line, message: `This is not a readable CSV file: ${(error as Error).message}` } };
  }
}
