import { eq } from 'drizzle-orm';
import { gstStateCodeOf } from '@vitrine/contract/gstin';
import type { Executor } from '../../db/client.ts';
import { customers } from './tenants.tables.ts';

/** What a tax invoice says of the shop that sells, and the prefix of its numbers. */
export interface InvoiceSeller {
  legalName: string;
  address: string;
  gstin: string;
  state: string;
  stateCode: string;
  invoicePrefix: string;
}

/** "Kesar Home & Kitchen" → "KH": the initials of the first two words, when no prefix is set. */
export function initialsOf(name: string) {
  const initials = name
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]);
  return initials.join('') || 'INV';
}

/** Whether the shop is registered for GST (it has a GSTIN), read through the caller's transaction. */
export async function gstRegisteredOf(executor: Executor, customerId: string) {
  const [row] = await executor
    .select({ gstin: customers.gstn })
    .from(customers)
    .where(eq(customers.id, customerId));
  return Boolean(row?.gstin);
}

/** The shop's GST registration as an invoice prints it, read through the caller's transaction. */
export async function invoiceSellerOf(executor: Executor, customerId: string): Promise<InvoiceSeller> {
  const [row] = await executor
    .select({
      businessName: customers.businessName,
      legalName: customers.legalName,
      invoicePrefix: customers.invoicePrefix,
      gstin: customers.gstn,
      address: customers.registeredAddress,
      state: customers.registeredState,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw new Error(`No tenant ${customerId}`);
  return {
    legalName: row.legalName ?? row.businessName,
    address: row.address,
    gstin: row.gstin,
    state: row.state,
    stateCode: gstStateCodeOf(row.state) ?? row.gstin.slice(0, 2),
    invoicePrefix: row.invoicePrefix ?? initialsOf(row.businessName),
  };
}
