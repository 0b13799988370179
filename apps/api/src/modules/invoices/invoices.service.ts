import { and, eq, sql } from 'drizzle-orm';
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

/**
 * GST invoice rules allow 16 characters (decision 0051): "KH/26-27/000123" for an invoice and
 * "KH/26-27/C00001" for a credit note, with a prefix of at most 3 characters.
 */
export function documentNumber(prefix: string, kind: DocumentKind, financialYear: string, serial: number) {
  const year = financialYear.slice(2);
  const tail = kind === 'INVOICE' ? String(serial).padStart(6, '0') : `C${String(serial).padStart(5, '0')}`;
  return `${prefix.slice(0, 3)}/${year}/${tail}`;
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

/** The invoice or credit note issued for an order, if any. */
export async function documentOf(
  executor: Executor,
  order: { customerId: string; id: string },
  kind: DocumentKind,
): Promise<InvoiceDocument | undefined> {
  const [row] = await executor
    .select()
    .from(invoiceDocuments)
    .where(
      and(
        eq(invoiceDocuments.customerId, order.customerId),
        eq(invoiceDocuments.orderId, order.id),
        eq(invoiceDocuments.kind, kind),
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

/** The numbers of an order's invoice and credit note, null where none was issued. */
export async function documentNumbersOf(executor: Executor, order: { customerId: string; id: string }) {
  const rows = await executor
    .select({ kind: invoiceDocuments.kind, number: invoiceDocuments.number })
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.customerId, order.customerId), eq(invoiceDocuments.orderId, order.id)));
  const numberOf = (kind: DocumentKind) => rows.find((row) => row.kind === kind)?.number ?? null;
  return { invoiceNumber: numberOf('INVOICE'), creditNoteNumber: numberOf('CREDIT_NOTE') };
}
