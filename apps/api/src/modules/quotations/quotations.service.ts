import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type {
  QuotationRequest,
  QuotationState,
  quotationRequestBodySchema,
} from '@vitrine/contract/quotations';
import type { z } from 'zod';
import { queryRows, type Db, type Executor } from '../../db/client.ts';
import { AppError, productNotFound, variantNotFound } from '../../lib/app-error.ts';
import { indiaDayOf } from '../../lib/india-time.ts';
import { gstFigures } from '../../lib/gst.ts';
import { toRupees } from '../../lib/money.ts';
import { createUsersService } from '../auth/users.service.ts';
import { lineSourceOf, type LineSource } from '../catalog/line-source.ts';
import { findShownProduct } from '../catalog/product-query.ts';
import { notifyQuotationAnswered, notifyQuotationRequested } from '../notifications/outbox.ts';
import { quotationRequests } from './quotations.tables.ts';

type QuotationBody = z.output<typeof quotationRequestBodySchema>;
export type QuotationRow = typeof quotationRequests.$inferSelect;
/** The order placed from a quotation, as the orders module tells it. */
export interface QuotationOrder {
  orderId: string;
  orderNumber: string;
}

/** Where a request stands now: the shop's answer, then the order placed from it or the clock. */
export function quotationStateOf(
  row: QuotationRow,
  order: QuotationOrder | null,
  now = new Date(),
): QuotationState {
  if (order) return 'ORDERED';
  if (row.status === 'QUOTED' && row.validUntil! <= now) return 'EXPIRED';
  return row.status;
}

export const quotationNotFound = () =>
  new AppError(404, ERROR_CODES.NOT_FOUND, 'This quotation was not found.');

/** The request as its reader sees it, with the order placed from it if any (decision 0092). */
/** A quotation's goods before GST, the GST and the total, in rupees; no GST without a basis. */
function figuresOf(row: QuotationRow) {
  const amount = row.unitPrice! * row.quotedQuantity!;
  const figures =
    row.priceBasis === null
      ? { taxableAmount: amount, gst: 0, total: amount }
      : gstFigures(amount, row.gstRate ?? 0, row.priceBasis === 'INCLUSIVE');
  return {
    taxableAmount: toRupees(figures.taxableAmount),
    gst: toRupees(figures.gst),
    total: toRupees(figures.total),
  };
}

export const toQuotation = (
  row: QuotationRow,
  order: QuotationOrder | null = null,
  now = new Date(),
): QuotationRequest => ({
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
  status: quotationStateOf(row, order, now),
  quote:
    row.status === 'QUOTED'
      ? {
          unitPrice: toRupees(row.unitPrice!),
          quantity: row.quotedQuantity!,
          amount: toRupees(row.unitPrice! * row.quotedQuantity!),
          gstRate: row.gstRate ?? 0,
          priceBasis: row.priceBasis,
          ...figuresOf(row),
          // The instant it lapses is the end of its last day; a moment before is that day in India.
          validUntil: indiaDayOf(new Date(row.validUntil!.getTime() - 1)),
          note: row.note,
          answeredAt: row.answeredAt!.toISOString(),
        }
      : null,
  declineNote: row.status === 'DECLINED' ? row.note : null,
  order,
});

/**
 * One request of the shop's (and of that shopper's, when `userId` is given) with its product as it
 * is now, `null` when the product is gone; locked for the caller's transaction when `lock`.
 */
export async function readQuotation(
  executor: Executor,
  where: { customerId: string; quotationId: string; userId?: string },
  lock = false,
): Promise<{ row: QuotationRow; source: LineSource | null }> {
  const query = executor
    .select()
    .from(quotationRequests)
    .where(
      and(
        eq(quotationRequests.customerId, where.customerId),
        eq(quotationRequests.id, where.quotationId),
        where.userId === undefined ? undefined : eq(quotationRequests.userId, where.userId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw quotationNotFound();
  if (!row.productId) return { row, source: null };
  const [source] = await queryRows<LineSource>(
    executor,
    sql`select source.product, source.variant from ${lineSourceOf({
      customerId: sql`${row.customerId}::text`,
      productId: sql`${row.productId}::uuid`,
      variantId: sql`${row.productVariantId}::uuid`,
    })} source`,
  );
  return { row, source: source ?? null };
}

/** The shopper's own requests, newest first. */
export async function quotationsOf(executor: Executor, customerId: string, userId: string) {
  return executor
    .select()
    .from(quotationRequests)
    .where(and(eq(quotationRequests.customerId, customerId), eq(quotationRequests.userId, userId)))
    .orderBy(desc(quotationRequests.createdAt), desc(quotationRequests.id))
    .limit(200);
}

/** The shop's answer, written on a request locked by `readQuotation`, with the shopper told in the same transaction. */
export async function recordAnswer(
  tx: Executor,
  row: QuotationRow,
  answer:
    | {
        status: 'QUOTED';
        unitPrice: number;
        quantity: number;
        gstRate: number;
        priceBasis: 'INCLUSIVE' | 'PLUS_GST' | null;
        validUntil: Date;
        note: string | null;
      }
    | { status: 'DECLINED'; note: string | null },
  answeredBy: string,
) {
  const quoted = answer.status === 'QUOTED';
  const [updated] = await tx
    .update(quotationRequests)
    .set({
      status: answer.status,
      unitPrice: quoted ? answer.unitPrice : null,
      quotedQuantity: quoted ? answer.quantity : null,
      gstRate: quoted ? answer.gstRate : null,
      priceBasis: quoted ? answer.priceBasis : null,
      validUntil: quoted ? answer.validUntil : null,
      note: answer.note,
      answeredAt: new Date(),
      answeredBy,
    })
    .where(and(eq(quotationRequests.customerId, row.customerId), eq(quotationRequests.id, row.id)))
    .returning();
  await notifyQuotationAnswered(tx, {
    customerId: row.customerId,
    quotationId: row.id,
    mobile: row.mobile,
    email: row.email,
    productName: row.productName,
    quantity: quoted ? answer.quantity : row.quantity,
    unitPrice: quoted ? answer.unitPrice : null,
    note: answer.note,
  });
  return updated!;
}

/** How many quotation requests wait for the shop's answer, for the dashboard. */
export async function quotationRequestCount(executor: Executor, customerId: string) {
  const [row] = await executor
    .select({ value: count() })
    .from(quotationRequests)
    .where(and(eq(quotationRequests.customerId, customerId), eq(quotationRequests.status, 'REQUESTED')));
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

  /** `spendLimit` runs once the request is known to be sendable: a refused one counts towards no limit. */
  async function request(
    customerId: string,
    userId: string,
    body: QuotationBody,
    spendLimit: () => Promise<void>,
  ) {
    const product = await requestedProduct(customerId, body.productId, body.productVariantId ?? null);
    const shopper = await users.findById(customerId, userId);
    if (!shopper) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'Please sign in to continue.');
    await spendLimit();
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

  /** Newest first, a page at a time, for the shop's staff (rows: the caller adds their orders). */
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
    return { rows, total: total?.value ?? 0, page };
  }

  return { request, list };
}
export type QuotationsService = ReturnType<typeof createQuotationsService>;
