import type { Executor } from '../db/client.ts';
import { documentOf, issueDocument } from '../modules/invoices/invoices.service.ts';
import { invoiceSellerOf } from '../modules/tenants/seller.ts';

type OrderKey = { customerId: string; id: string };

/**
 * The document of an order that has just become PLACED, numbered in the same transaction: a tax
 * invoice, or a bill of supply when the shop was not registered for GST as the order was placed.
 */
export async function issueInvoiceFor(tx: Executor, order: OrderKey & { gstRegistered: boolean }) {
  const kind = order.gstRegistered ? 'INVOICE' : 'BILL_OF_SUPPLY';
  return issueDocument(tx, order, kind, await invoiceSellerOf(tx, order.customerId));
}

/** A cancelled order's invoice or bill is reversed by a credit note (decision 0051); an order never invoiced needs none. */
export async function issueCreditNoteFor(tx: Executor, order: OrderKey) {
  if (!(await documentOf(tx, order, 'SALE'))) return null;
  return issueDocument(tx, order, 'CREDIT_NOTE', await invoiceSellerOf(tx, order.customerId));
}
