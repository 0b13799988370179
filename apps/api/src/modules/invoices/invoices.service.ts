import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoiceCounters, invoiceDocuments, type DocumentKind, type Seller } from './invoices.tables.ts';

export type InvoiceDocument = typeof invoiceDocuments.$inferSelect;
export type { DocumentKind };

const IST_OFFSET_MS = 330 * 60_000;

/** The Indian financial year (April to March) a moment falls in, in India: "2026-27". */
export function financialYearOf(at: Date) {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The document an order is sold with: a tax invoice, or a bill of supply (no GST charged). */
const SALE_KINDS = ['INVOICE', 'BILL_OF_SUPPLY'] as const satisfies DocumentKind[];
export type SaleKind = (typeof SALE_KINDS)[number];
export const isSaleDocument = (kind: DocumentKind): kind is SaleKind => kind !== 'CREDIT_NOTE';

/** The letter that starts a series' serial; a tax invoice's is all digits. */
const SERIES_MARK: Record<DocumentKind, string> = { INVOICE: '', BILL_OF_SUPPLY: 'B', CREDIT_NOTE: 'C' };

/**
 * GST invoice rules allow 16 characters (decision 0051): "KH/26-27/000123" for an invoice,
 * "KH/26-27/B00001" for a bill of supply and "KH/26-27/C00001" for a credit note, with a prefix of
 * at most 3 characters.
 */
export function documentNumber(prefix: string, kind: DocumentKind, financialYear: string, serial: number) {
  const year = financialYear.slice(2);
  const mark = SERIES_MARK[kind];
  return `${prefix.slice(0, 3)}/${year}/${mark}${String(serial).padStart(6 - mark.length, '0')}`;
}

/**
 * The next serial of a series. The upsert updates the counter row and so holds its lock until the
 * caller's transaction ends: concurrent issuers queue, and a rollback returns the number.
 */
async function nextSerial(tx: Executor, customerId: string, kind: DocumentKind, financialYear: string) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ customerId, kind, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.customerId, invoiceCounters.kind, invoiceCounters.financialYear],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ serial: invoiceCounters.lastNumber });
  return row!.serial;
}

/** The document of this kind issued for an order ('SALE': its invoice or bill of supply), if any. */
export async function documentOf(
  executor: Executor,
  order: { customerId: string; id: string },
  kind: DocumentKind | 'SALE',
): Promise<InvoiceDocument | undefined> {
  const [row] = await executor
    .select()
    .from(invoiceDocuments)
    .where(
      and(
        eq(invoiceDocuments.customerId, order.customerId),
        eq(invoiceDocuments.orderId, order.id),
        kind === 'SALE' ? inArray(invoiceDocuments.kind, SALE_KINDS) : eq(invoiceDocuments.kind, kind),
      ),
    );
  return row;
}

/**
 * Issues an order's invoice or credit note in the caller's transaction, which holds the order's
 * row; issuing again answers the one issued.
 */
export async function issueDocument(
  tx: Executor,
  order: { customerId: string; id: string },
  kind: DocumentKind,
  seller: Seller & { invoicePrefix: string },
  now = new Date(),
): Promise<InvoiceDocument> {
  const issued = await documentOf(tx, order, kind);
  if (issued) return issued;
  const financialYear = financialYearOf(now);
  const serial = await nextSerial(tx, order.customerId, kind, financialYear);
  const { invoicePrefix, ...snapshot } = seller;
  const [row] = await tx
    .insert(invoiceDocuments)
    .values({
      customerId: order.customerId,
      orderId: order.id,
      kind,
      number: documentNumber(invoicePrefix, kind, financialYear, serial),
      financialYear,
      seller: snapshot,
      issuedAt: now,
    })
    .returning();
  return row!;
}

/** The numbers of an order's invoice (or bill of supply) and credit note, null where none was issued. */
export async function documentNumbersOf(executor: Executor, order: { customerId: string; id: string }) {
  const rows = await executor
    .select({ kind: invoiceDocuments.kind, number: invoiceDocuments.number })
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.customerId, order.customerId), eq(invoiceDocuments.orderId, order.id)));
  return {
    invoiceNumber: rows.find((row) => isSaleDocument(row.kind))?.number ?? null,
    creditNoteNumber: rows.find((row) => row.kind === 'CREDIT_NOTE')?.number ?? null,
  };
}
