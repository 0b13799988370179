import {
  MAX_DELIVERY_DAYS,
  PINCODE_CSV_COLUMNS,
  PINCODE_CSV_MAX_ROWS,
  PINCODE_CSV_MESSAGES,
  PINCODE_PATTERN,
  type PincodeProblem,
} from '@vitrine/contract/delivery-areas';
import { CSV_NO, CSV_YES, csvRecordsOf } from '../../lib/csv-records.ts';

export interface PincodeRow {
  pincode: string;
  cod: boolean;
  days: number;
}

const DAYS = /^\d{1,2}$/;

/** Reads `pincode,cod,days` (a header first, in any order); every bad row is named by its line. */
export function parsePincodeCsv(text: string): { rows: PincodeRow[]; problems: PincodeProblem[] } {
  const read = csvRecordsOf(text);
  if ('unreadable' in read)
    return { rows: [], problems: [{ row: read.unreadable.line, message: read.unreadable.message }] };
  const { records } = read;
  const header = records[0]?.record.map((name) => name.toLowerCase());
  if (!header || records.length < 2)
    return { rows: [], problems: [{ row: 0, message: 'The file has no pincodes.' }] };
  if (records.length - 1 > PINCODE_CSV_MAX_ROWS)
    return { rows: [], problems: [{ row: 0, message: PINCODE_CSV_MESSAGES.tooManyRows }] };
  const at = PINCODE_CSV_COLUMNS.map((column) => header.indexOf(column));
  if (at.includes(-1) || header.length !== PINCODE_CSV_COLUMNS.length) {
    const message = `The first line must name the columns: ${PINCODE_CSV_COLUMNS.join(',')}.`;
    return { rows: [], problems: [{ row: 1, message }] };
  }
  const [pincodeAt, codAt, daysAt] = at as [number, number, number];
  const rows: PincodeRow[] = [];
  const problems: PincodeProblem[] = [];
  const firstLine = new Map<string, number>();
  for (const { record, info } of records.slice(1)) {
    const line = info.lines;
    const fail = (message: string) => problems.push({ row: line, message });
    if (record.length !== header.length) {
      fail(`This row has ${record.length} cells; it needs ${header.length}: pincode, cod, days.`);
      continue;
    }
    const pincode = record[pincodeAt]!;
    const cod = record[codAt]!.toLowerCase();
    const days = record[daysAt]!;
    const seen = firstLine.get(pincode);
    if (!PINCODE_PATTERN.test(pincode)) fail(`“${pincode}” is not a pincode: 6 digits, not starting with 0.`);
    else if (seen !== undefined) fail(`The pincode ${pincode} is already on line ${seen}.`);
    else firstLine.set(pincode, line);
    if (!CSV_YES.has(cod) && !CSV_NO.has(cod)) fail(`cod must be yes or no, not “${record[codAt]}”.`);
    if (!DAYS.test(days) || Number(days) > MAX_DELIVERY_DAYS)
      fail(`days must be a whole number from 0 to ${MAX_DELIVERY_DAYS}, not “${days}”.`);
    rows.push({ pincode, cod: CSV_YES.has(cod), days: Number(days) });
  }
  return { rows, problems };
}
