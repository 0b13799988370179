import type { Executor } from '../db/client.ts';
import { documentOf, issueDocument } from '../modules/invoices/invoices.service.ts';
import { invoiceSellerOf } from '../modules/tenants/seller.ts';

type OrderKey = { customerId: string; id: string };

/** The tax invoice of an order that has just become PLACED, numbered in the same transaction. */
export async function issueInvoiceFor(tx: Executor, order: OrderKey) {
  return issueDocument(tx, order, 'INVOICE', await invoiceSellerOf(tx, order.customerId));
}

/** A cancelled order's invoice is reversed by a credit note (decision 0051); an order never invoiced needs none. */
export async function issueCreditNoteFor(tx: Executor, order: OrderKey) {
  if (!(await documentOf(tx, order, 'INVOICE'))) return null;
  return issueDocument(tx, order, 'CREDIT_NOTE', await invoiceSellerOf(tx, order.customerId));
}
