import { amountInWords } from './amount-in-words.ts';
import type { DocumentKind, Seller } from './invoices.tables.ts';

/** One row of the invoice's table, in paise: goods, or the delivery as a service. */
export interface InvoiceLine {
  description: string;
  /** HSN for goods, SAC for a service; empty when unknown. */
  code: string;
  quantity: number;
  taxableValue: number;
  rate: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** Everything a tax invoice, bill of supply or credit note prints (CGST Rules 46, 49 and 53). */
export interface InvoiceContent {
  kind: DocumentKind;
  /** Whether the order was a taxable supply: false, the seller was not registered and no GST is shown. */
  gstCharged: boolean;
  number: string;
  issuedAt: Date;
  /** For a credit note: the invoice or bill of supply it reverses. */
  reverses: { kind: DocumentKind; number: string; issuedAt: Date } | null;
  orderNumber: string;
  seller: Seller;
  billTo: { name: string; address: string; mobile: string; state: string; stateCode: string };
  shipTo: { name: string; address: string } | null;
  buyerGstin: string | null;
  placeOfSupply: { state: string; stateCode: string };
  interState: boolean;
  lines: InvoiceLine[];
  /** The coupon the order was placed with: its discount is already off the lines' taxable values. */
  coupon?: { code: string; discount: number } | null;
}

const PAGE_MARGIN = 36;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

// Made once: a formatter made per call costs more than the page it formats.
const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DAY = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const money = (paise: number) => RUPEES.format(paise / 100);
const dateOf = (at: Date) => DAY.format(at);
const taxOf = (line: InvoiceLine) => line.cgst + line.sgst + line.igst;
const sumOf = (lines: InvoiceLine[], pick: (line: InvoiceLine) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, index: number) => string;
}

/** A bill of supply's columns (Rule 49): no taxable value, rate or tax, only what the goods cost. */
const UNTAXED_COLUMNS: Column[] = [
  { title: '#', width: 18, align: 'left', cell: (_, index) => String(index + 1) },
  { title: 'Description', width: 285, align: 'left', cell: (line) => line.description },
  { title: 'HSN/SAC', width: 60, align: 'left', cell: (line) => line.code },
  { title: 'Qty', width: 40, align: 'right', cell: (line) => String(line.quantity) },
  { title: 'Value', width: 120, align: 'right', cell: (line) => money(line.taxableValue) },
];

function columnsFor(content: InvoiceContent): Column[] {
  if (!content.gstCharged) return UNTAXED_COLUMNS;
  const taxColumns: Column[] = content.interState
    ? [{ title: 'IGST', width: 100, align: 'right', cell: (line) => money(line.igst) }]
    : [
        { title: 'CGST', width: 50, align: 'right', cell: (line) => money(line.cgst) },
        { title: 'SGST', width: 50, align: 'right', cell: (line) => money(line.sgst) },
      ];
  return [
    { title: '#', width: 18, align: 'left', cell: (_, index) => String(index + 1) },
    { title: 'Description', width: 150, align: 'left', cell: (line) => line.description },
    { title: 'HSN/SAC', width: 52, align: 'left', cell: (line) => line.code },
    { title: 'Qty', width: 28, align: 'right', cell: (line) => String(line.quantity) },
    { title: 'Taxable value', width: 62, align: 'right', cell: (line) => money(line.taxableValue) },
    { title: 'Rate', width: 32, align: 'right', cell: (line) => `${line.rate}%` },
    ...taxColumns,
    {
      title: 'Total',
      width: 81,
      align: 'right',
      cell: (line) => money(line.taxableValue + taxOf(line)),
    },
  ];
}

/**
 * Renders a tax invoice, bill of supply or credit note as a PDF. pdfkit loads on the first document,
 * not with the server: most starts never render one (issue 37's start-up budget).
 */
export async function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: `${titleOf(content.kind)} ${content.number}`, Author: content.seller.legalName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  writeHeader(doc, content);
  writeParties(doc, content);
  writeTable(doc, content);
  writeTotals(doc, content);
  doc.end();
  return done;
}

const TITLES: Record<DocumentKind, { title: string; short: string }> = {
  INVOICE: { title: 'Tax Invoice', short: 'Invoice' },
  BILL_OF_SUPPLY: { title: 'Bill of Supply', short: 'Bill' },
  CREDIT_NOTE: { title: 'Credit Note', short: 'Credit note' },
};
const titleOf = (kind: DocumentKind) => TITLES[kind].title;

function writeHeader(doc: PDFKit.PDFDocument, content: InvoiceContent) {
  const { seller } = content;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  doc.font(BOLD).fontSize(16).text(titleOf(content.kind).toUpperCase(), { align: 'center', width });
  doc.moveDown(0.6);
  const top = doc.y;
  const half = width / 2 - 8;
  doc.font(BOLD).fontSize(11).text(seller.legalName, PAGE_MARGIN, top, { width: half });
  doc.font(FONT).fontSize(9).text(seller.address, { width: half });
  doc.text(seller.gstin ? `GSTIN: ${seller.gstin}` : 'Not registered for GST', { width: half });
  doc.text(`State: ${seller.state} (code ${seller.stateCode})`, { width: half });
  const leftBottom = doc.y;
  const right = PAGE_MARGIN + width / 2 + 8;
  const facts = [
    [`${TITLES[content.kind].short} no.`, content.number],
    ['Date', dateOf(content.issuedAt)],
    ...(content.reverses
      ? [
          [
            `Against ${content.reverses.kind === 'INVOICE' ? 'invoice' : 'bill of supply'}`,
            `${content.reverses.number} of ${dateOf(content.reverses.issuedAt)}`,
          ],
        ]
      : []),
    ['Order no.', content.orderNumber],
    ...(content.gstCharged
      ? [
          ['Place of supply', `${content.placeOfSupply.state} (${content.placeOfSupply.stateCode})`],
          ['Reverse charge', 'No'],
        ]
      : []),
  ];
  doc.y = top;
  for (const [label, value] of facts) {
    doc.font(BOLD).text(`${label}: `, right, doc.y, { continued: true, width: half });
    doc.font(FONT).text(value!);
  }
  doc.y = Math.max(leftBottom, doc.y) + 12;
}

function writeParties(doc: PDFKit.PDFDocument, content: InvoiceContent) {
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const half = width / 2 - 8;
  const top = doc.y;
  const { billTo, shipTo } = content;
  doc.font(BOLD).fontSize(9).text('Bill to', PAGE_MARGIN, top, { width: half });
  doc.font(FONT).text(billTo.name, { width: half });
  doc.text(billTo.address, { width: half });
  doc.text(`State: ${billTo.state} (code ${billTo.stateCode})`, { width: half });
  doc.text(`Mobile: ${billTo.mobile}`, { width: half });
  if (content.buyerGstin) doc.text(`GSTIN: ${content.buyerGstin}`, { width: half });
  const leftBottom = doc.y;
  let rightBottom = top;
  if (shipTo) {
    const right = PAGE_MARGIN + width / 2 + 8;
    doc.font(BOLD).text('Ship to', right, top, { width: half });
    doc.font(FONT).text(shipTo.name, { width: half });
    doc.text(shipTo.address, { width: half });
    rightBottom = doc.y;
  }
  doc.y = Math.max(leftBottom, rightBottom) + 12;
}

function writeRow(doc: PDFKit.PDFDocument, cells: { text: string; column: Column }[], bold: boolean) {
  doc.font(bold ? BOLD : FONT).fontSize(8);
  const height = Math.max(
    ...cells.map(({ text, column }) => doc.heightOfString(text, { width: column.width - 4 })),
  );
  if (doc.y + height > doc.page.height - PAGE_MARGIN - 60) doc.addPage();
  const top = doc.y;
  let x = PAGE_MARGIN;
  for (const { text, column } of cells) {
    doc.text(text, x + 2, top, { width: column.width - 4, align: column.align });
    x += column.width;
  }
  doc.y = top + height + 4;
  doc
    .moveTo(PAGE_MARGIN, doc.y - 2)
    .lineTo(x, doc.y - 2)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}

function writeTable(doc: PDFKit.PDFDocument, content: InvoiceContent) {
  const columns = columnsFor(content);
  writeRow(
    doc,
    columns.map((column) => ({ text: column.title, column })),
    true,
  );
  content.lines.forEach((line, index) =>
    writeRow(
      doc,
      columns.map((column) => ({ text: column.cell(line, index), column })),
      false,
    ),
  );
  const totals: InvoiceLine = {
    description: 'Total',
    code: '',
    quantity: sumOf(content.lines, (line) => line.quantity),
    taxableValue: sumOf(content.lines, (line) => line.taxableValue),
    rate: 0,
    cgst: sumOf(content.lines, (line) => line.cgst),
    sgst: sumOf(content.lines, (line) => line.sgst),
    igst: sumOf(content.lines, (line) => line.igst),
  };
  writeRow(
    doc,
    columns.map((column) => ({
      text: ['#', 'Rate', 'HSN/SAC', 'Qty'].includes(column.title) ? '' : column.cell(totals, 0),
      column,
    })),
    true,
  );
}

function writeTotals(doc: PDFKit.PDFDocument, content: InvoiceContent) {
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const grandTotal = sumOf(content.lines, (line) => line.taxableValue + taxOf(line));
  const tax = sumOf(content.lines, taxOf);
  doc.moveDown(0.5);
  if (content.coupon) {
    doc
      .font(FONT)
      .fontSize(9)
      .text(
        `Coupon ${content.coupon.code}: discount of Rs. ${money(content.coupon.discount)}, taken off the ${content.gstCharged ? 'taxable values' : 'values'} above`,
        PAGE_MARGIN,
        doc.y,
        { width, align: 'right' },
      );
  }
  if (content.gstCharged) {
    doc
      .font(FONT)
      .fontSize(9)
      .text(`Total tax: ${money(tax)}`, PAGE_MARGIN, doc.y, { width, align: 'right' });
  }
  doc
    .font(BOLD)
    .fontSize(11)
    .text(`${TITLES[content.kind].short} value: Rs. ${money(grandTotal)}`, PAGE_MARGIN, doc.y, {
      width,
      align: 'right',
    });
  doc.moveDown(0.5);
  doc.font(BOLD).fontSize(9).text('Amount in words: ', PAGE_MARGIN, doc.y, { continued: true, width });
  doc.font(FONT).text(amountInWords(grandTotal));
  doc.moveDown(1.5);
  doc
    .font(BOLD)
    .fontSize(9)
    .text(`For ${content.seller.legalName}`, PAGE_MARGIN, doc.y, { width, align: 'right' });
  doc.moveDown(1.5);
  doc.font(FONT).text('Authorised signatory', { width, align: 'right' });
  doc.moveDown(1.5);
  doc.fontSize(8).fillColor('#555555').text(FOOTNOTES[content.kind], PAGE_MARGIN, doc.y, { width });
}

const FOOTNOTES: Record<DocumentKind, string> = {
  INVOICE: 'This is a computer-generated invoice.',
  BILL_OF_SUPPLY:
    'The supplier is not registered for GST and charges no GST on this supply. This is a computer-generated bill of supply.',
  CREDIT_NOTE: 'This credit note reverses the document named above. It is computer-generated.',
};
