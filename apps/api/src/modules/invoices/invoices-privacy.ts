import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoiceDocuments } from './invoices.tables.ts';

/** The tax documents issued for these orders of the shop: which kind, which number, when. */
export function documentsOfOrders(executor: Executor, customerId: string, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      orderId: invoiceDocuments.orderId,
      kind: invoiceDocuments.kind,
      number: invoiceDocuments.number,
      issuedAt: invoiceDocuments.issuedAt,
    })
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.customerId, customerId), inArray(invoiceDocuments.orderId, orderIds)))
    .orderBy(asc(invoiceDocuments.issuedAt));
}
