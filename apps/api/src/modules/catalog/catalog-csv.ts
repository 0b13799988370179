import {
  CSV_COLUMNS,
  CSV_MAX_ROWS,
  CSV_MESSAGES,
  CSV_REQUIRED_COLUMNS,
  GST_RATES,
  HSN_PATTERN,
  HTML_TAG,
  SKU_PATTERN,
  type CsvColumn,
  type CsvProblem,
} from '@vitrine/contract/catalog-csv';
import { CSV_NO, CSV_YES, csvRecordsOf } from '../../lib/csv-records.ts';
import { toPaise } from '../../lib/money.ts';

/** One row of the file, checked: a product, or a variant of the product named in `productSku`. */
export interface CsvRow {
  line: number;
  sku: string;
  productSku: string | null;
  category: string | null;
  name: string;
  brand: string;
  description: string;
  options: Record<string, string>;
  /** Paise; null on a product row whose prices come from its variants. */
  price: number | null;
  specialPrice: number | null;
  stock: number | null;
  lowStock: number;
  /** Grams; null when the row gives none. */
  weightGrams: number | null;
  gstRate: number | null;
  hsn: string | null;
  visible: boolean;
  cod: boolean;
  images: string[];
}

export interface ParsedCsv {
  rows: CsvRow[];
  problems: CsvProblem[];
}

const MAX_TEXT = { name: 200, brand: 100, description: 5000, category: 300 } as const;
const MAX_RUPEES = 10_000_000;
const RUPEES = /^\d{1,8}(?:\.\d{1,2})?$/;
const IMAGE = /^(?:\/(?!\/)|https:\/\/)[^\s<>"]{1,490}$/;
/** A spreadsheet reads a cell starting so as a formula; export guards them with an apostrophe. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Parses and checks every row; the problems name each row's line and column. */
export function parseCatalogCsv(text: string): ParsedCsv {
  const read = csvRecordsOf(text);
  if ('unreadable' in read) {
    const { line, message } = read.unreadable;
    return { rows: [], problems: [{ row: line, column: null, message }] };
  }
  const { records } = read;
  const header = records[0]?.record;
  const body = records.slice(1);
  if (!header) return { rows: [], problems: [{ row: 0, column: null, message: CSV_MESSAGES.empty }] };
  if (body.length > CSV_MAX_ROWS)
    return { rows: [], problems: [{ row: 0, column: null, message: CSV_MESSAGES.tooManyRows }] };
  const columns = header.map((name) => name.toLowerCase());
  const headerProblems = [
    ...columns
      .filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name))
      .map((name) => `Unknown column “${name}”. The columns are: ${CSV_COLUMNS.join(', ')}.`),
    ...CSV_REQUIRED_COLUMNS.filter((name) => !columns.includes(name)).map(
      (name) => `The column “${name}” is missing.`,
    ),
    ...columns
      .filter((name, index) => columns.indexOf(name) !== index)
      .map((name) => `The column “${name}” appears twice.`),
  ];
  if (headerProblems.length > 0) {
    return { rows: [], problems: headerProblems.map((message) => ({ row: 1, column: null, message })) };
  }
  const problems: CsvProblem[] = [];
  const rows: CsvRow[] = [];
  body.forEach(({ record, info }) => {
    const line = info.lines;
    const cells = Object.fromEntries(
      columns.map((name, at) => [name, unguarded(record[at] ?? '')]),
    ) as Partial<Record<CsvColumn, string>>;
    if (record.length > columns.length) {
      problems.push({
        row: line,
        column: null,
        message: `This row has ${record.length} cells but the header ${columns.length}: put a value with a comma in double quotes.`,
      });
      return; // its cells are shifted: checking each would only repeat the one mistake
    }
    rows.push(checkRow(line, cells, (column, message) => problems.push({ row: line, column, message })));
  });
  problems.push(...crossRowProblems(rows, new Set(problems.map((problem) => problem.row))));
  return { rows, problems };
}

const unguarded = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

type Report = (column: CsvColumn, message: string) => void;

/** The row as far as it reads; each problem is reported, and a file with any is not written. */
function checkRow(line: number, cells: Partial<Record<CsvColumn, string>>, fail: Report): CsvRow {
  const cell = (column: CsvColumn) => cells[column] ?? '';
  const text = (column: keyof typeof MAX_TEXT, label: string, required: boolean) => {
    const value = cell(column);
    if (required && !value) fail(column, `${label} is required.`);
    else if (value.length > MAX_TEXT[column])
      fail(column, `${label} can be at most ${MAX_TEXT[column]} characters.`);
    else if (HTML_TAG.test(value)) fail(column, `${label}: write plain text, without HTML tags.`);
    return value;
  };
  const money = (column: CsvColumn, label: string, required: boolean) => {
    const value = cell(column);
    if (!value) {
      if (required) fail(column, `${label} is required.`);
      return null;
    }
    if (!RUPEES.test(value) || Number(value) > MAX_RUPEES) {
      fail(column, `${label} “${value}” is not an amount in rupees, like 1299 or 1299.50.`);
      return null;
    }
    return toPaise(Number(value));
  };
  const count = (column: CsvColumn, label: string, required: boolean) => {
    const value = cell(column);
    if (!value) {
      if (required) fail(column, `${label} is required.`);
      return null;
    }
    if (!/^\d{1,7}$/.test(value)) {
      fail(column, `${label} “${value}” is not a whole number of 0 or more.`);
      return null;
    }
    return Number(value);
  };
  const flag = (column: CsvColumn) => {
    const value = cell(column).toLowerCase();
    if (!value || CSV_YES.has(value)) return true;
    if (!CSV_NO.has(value)) fail(column, `${column} is yes or no, not “${cell(column)}”.`);
    return false;
  };

  const sku = cell('sku');
  if (!SKU_PATTERN.test(sku))
    fail('sku', sku ? `SKU “${sku}”: a SKU is 1–64 letters, digits, dots or dashes.` : 'SKU is required.');
  const productSku = cell('product_sku') || null;
  if (productSku !== null && !SKU_PATTERN.test(productSku))
    fail('product_sku', `Product SKU “${productSku}” is not a SKU.`);
  const isVariant = productSku !== null;
  const name = text('name', 'Name', true);
  const options = optionsOf(cell('options'));
  if (isVariant && !options)
    fail('options', 'A variant’s options are required, like “Size: L; Colour: Red”.');
  if (!isVariant && cell('options'))
    fail('options', 'Only a variant row has options: give it a product_sku.');
  // A product row without a price takes its prices from its variant rows (checked across rows).
  const price = money('price', 'Price', isVariant);
  const specialPrice = money('special_price', 'Special price', false);
  if (price !== null && specialPrice !== null && specialPrice > price) {
    fail('special_price', 'Special price must not be above the price.');
  }
  const stock = count('stock', 'Stock', isVariant);
  const category = isVariant ? null : categoryPathOf(cell('category'));
  if (!isVariant && !category) fail('category', 'Category is required, as its path: “Kitchen > Cookware”.');
  const gstText = cell('gst_rate').replace(/%$/, '');
  const gstRate = gstText === '' ? null : Number(gstText);
  if (!isVariant && (gstRate === null || !(GST_RATES as readonly number[]).includes(gstRate))) {
    fail('gst_rate', `GST rate “${cell('gst_rate')}” is not one of ${GST_RATES.join(', ')}%.`);
  }
  const hsn = cell('hsn') || null;
  if (hsn !== null && !HSN_PATTERN.test(hsn)) fail('hsn', `HSN “${hsn}”: an HSN code is 4, 6 or 8 digits.`);
  const images = cell('images')
    ? cell('images')
        .split('|')
        .map((image) => image.trim())
    : [];
  const badImage = images.find((image) => !IMAGE.test(image));
  if (badImage !== undefined)
    fail('images', `Image “${badImage}” is not a path on this site or an https:// address.`);
  return {
    line,
    sku,
    productSku,
    category,
    name,
    brand: text('brand', 'Brand', false),
    description: text('description', 'Description', false),
    options: options ?? {},
    price,
    specialPrice,
    stock,
    lowStock: count('low_stock', 'Low stock', false) ?? 5,
    weightGrams: count('weight_grams', 'Weight in grams', false),
    gstRate,
    hsn,
    visible: flag('visible'),
    cod: flag('cod'),
    images,
  };
}

/** “A > B > C”, each name trimmed; null when a name is missing or the path says nothing. */
export function categoryPathOf(value: string): string | null {
  const names = value.split('>').map((name) => name.trim());
  if (names.some((name) => !name || name.length > 100 || HTML_TAG.test(name))) return null;
  return names.join(' > ');
}

/** “Size: L; Colour: Red” as { Size: 'L', Colour: 'Red' }; null when empty or malformed. */
function optionsOf(value: string): Record<string, string> | null {
  if (!value) return null;
  const pairs = value.split(';').map((pair) => pair.split(':').map((part) => part.trim()));
  if (
    pairs.some(
      (pair) =>
        pair.length !== 2 ||
        !pair[0] ||
        !pair[1] ||
        pair.some((part) => part.length > 60 || HTML_TAG.test(part)),
    )
  )
    return null;
  return Object.fromEntries(pairs);
}

export const optionsText = (options: Record<string, string>) =>
  Object.entries(options)
    .map(([key, value]) => `${key}: ${value}`)
    .join('; ');

/** SKUs named twice, variants of products not in the file, products without a price or variants. */
function crossRowProblems(rows: CsvRow[], badLines: Set<number>): CsvProblem[] {
  const problems: CsvProblem[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const key = row.sku.toLowerCase();
    const first = firstLineOf.get(key);
    if (first !== undefined)
      problems.push({
        row: row.line,
        column: 'sku',
        message: `SKU “${row.sku}” is already on line ${first}.`,
      });
    else firstLineOf.set(key, row.line);
  }
  const productRows = new Map(
    rows.filter((row) => !row.productSku).map((row) => [row.sku.toLowerCase(), row]),
  );
  const withVariants = new Set<string>();
  for (const row of rows) {
    if (!row.productSku) continue;
    const product = productRows.get(row.productSku.toLowerCase());
    if (!product)
      problems.push({
        row: row.line,
        column: 'product_sku',
        message: `No product row with SKU “${row.productSku}” in this file.`,
      });
    else withVariants.add(product.sku.toLowerCase());
  }
  for (const row of productRows.values()) {
    if (withVariants.has(row.sku.toLowerCase()) || badLines.has(row.line)) continue;
    if (row.price === null)
      problems.push({
        row: row.line,
        column: 'price',
        message: 'Price is required for a product without variant rows.',
      });
    if (row.stock === null)
      problems.push({
        row: row.line,
        column: 'stock',
        message: 'Stock is required for a product without variant rows.',
      });
  }
  return problems;
}
