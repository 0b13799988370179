import { count, desc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { QuotationRequest, quotationRequestBodySchema } from '@vitrine/contract/quotations';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, productNotFound, variantNotFound } from '../../lib/app-error.ts';
import { createUsersService } from '../auth/users.service.ts';
import { findShownProduct } from '../catalog/product-query.ts';
import { notifyQuotationRequested } from '../notifications/outbox.ts';
import { quotationRequests } from './quotations.tables.ts';

type QuotationBody = z.output<typeof quotationRequestBodySchema>;
type QuotationRow = typeof quotationRequests.$inferSelect;

const toQuotation = (row: QuotationRow): QuotationRequest => ({
  quotationId: row.id,
  productId: row.productId,
  productVariantId: row.productVariantId,
  productName: row.productName,
  productSKU: row.productSku,
  quantity: row.quantity,
  name: row.name,
  mobile: row.mobile,
  email: row.email,
  company: row.company,
  city: row.city,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** How many quotation requests the shop has received (none is ever closed yet), for the dashboard. */
export async function quotationRequestCount(executor: Executor, customerId: string) {
  const [row] = await executor
    .select({ value: count() })
    .from(quotationRequests)
    .where(eq(quotationRequests.customerId, customerId));
  return row?.value ?? 0;
}

/** Quotation requests: a signed-in shopper asks about a visible product; the shop's staff read them. */
export function createQuotationsService(db: Db) {
  const users = createUsersService(db);

  /** The product (or its chosen option) as the request names it; another shop's or a hidden one is unknown. */
  async function requestedProduct(customerId: string, productId: string, variantId: string | null) {
    const found = await findShownProduct(db, customerId, productId, variantId);
    if (!found) throw productNotFound();
    const { product, variant } = found;
    if (variant === undefined) return { variantId: null, name: product.name, sku: product.sku };
    if (variant === null) throw variantNotFound();
    return { variantId, name: `${product.name} (${variant.name})`, sku: variant.sku };
  }

  async function request(customerId: string, userId: string, body: QuotationBody) {
    const product = await requestedProduct(customerId, body.productId, body.productVariantId ?? null);
    const shopper = await users.findById(customerId, userId);
    if (!shopper) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'Please sign in to continue.');
    // The owner's notification commits with the request, or neither does.
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(quotationRequests)
        .values({
          customerId,
          userId,
          productId: body.productId,
          productVariantId: product.variantId,
          productName: product.name,
          productSku: product.sku,
          quantity: body.quantity,
          name: shopper.name,
          mobile: shopper.mobile,
          email: body.email ?? shopper.email,
          company: body.company,
          city: body.city,
          message: body.message,
        })
        .returning();
      await notifyQuotationRequested(tx, inserted!);
      return inserted!;
    });
    return toQuotation(row);
  }

  /** Newest first, a page at a time, for the shop's staff. */
  async function list(customerId: string, page: number, pageSize: number) {
    const mine = eq(quotationRequests.customerId, customerId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(quotationRequests)
        .where(mine)
        .orderBy(desc(quotationRequests.createdAt), desc(quotationRequests.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ value: count() }).from(quotationRequests).where(mine),
    ]);
    return { quotations: rows.map(toQuotation), total: total?.value ?? 0, page };
  }

  return { request, list };
}
export type QuotationsService = ReturnType<typeof createQuotationsService>;
