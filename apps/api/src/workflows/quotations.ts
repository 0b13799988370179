import { ERROR_CODES } from '@vitrine/contract/errors';
import {
  QUOTATION_VALIDITY_MAX_DAYS,
  type quotationAnswerBodySchema,
  type quotationDeclineBodySchema,
} from '@vitrine/contract/quotations';
import type { z } from 'zod';
import type { Db, Executor } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { indiaDayOf, indiaDayStart } from '../lib/india-time.ts';
import { toPaise, toRupees } from '../lib/money.ts';
import type { CartLineRow } from '../modules/cart/cart-lines.ts';
import { quotationOrdersOf } from '../modules/orders/orders.service.ts';
import { gstRegisteredOf } from '../modules/tenants/seller.ts';
import {
  quotationsOf,
  quotationStateOf,
  readQuotation,
  recordAnswer,
  toQuotation,
  type QuotationRow,
  type QuotationsService,
} from '../modules/quotations/quotations.service.ts';

/**
 * Quotations and the orders placed from them (decision 0092): the quotations module keeps the
 * requests and the shop's answers, the orders module says which were ordered; this puts them together.
 */
async function withOrders(executor: Executor, customerId: string, rows: QuotationRow[], now = new Date()) {
  const ordered = await quotationOrdersOf(
    executor,
    customerId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const order = ordered.get(row.id);
    return toQuotation(row, order ? { orderId: order.orderId, orderNumber: order.orderNumber } : null, now);
  });
}

/** The shop's requests, newest first, a page at a time (staff). */
export async function shopQuotations(
  db: Db,
  quotations: QuotationsService,
  customerId: string,
  page: { page: number; pageSize: number },
) {
  const { rows, total } = await quotations.list(customerId, page.page, page.pageSize);
  return { quotations: await withOrders(db, customerId, rows), total, page: page.page };
}

/** One request: the shop's (staff), or the shopper's own when `userId` is given; anyone else's is not found. */
export async function oneQuotation(
  db: Db,
  where: { customerId: string; quotationId: string; userId?: string },
) {
  const { row } = await readQuotation(db, where);
  const [quotation] = await withOrders(db, where.customerId, [row]);
  return quotation!;
}

/** One request for the shop's staff, with the product's price and stock now, to answer it by. */
export async function shopQuotation(db: Db, where: { customerId: string; quotationId: string }) {
  const { row, source } = await readQuotation(db, where);
  const [quotation] = await withOrders(db, where.customerId, [row]);
  const listed = source?.variant ?? source?.product;
  const listing = listed
    ? {
        listPrice: toRupees(listed.sellPrice),
        offerPrice: listed.specialPrice === null ? null : toRupees(listed.specialPrice),
        stock: listed.availableStock,
      }
    : null;
  return { quotation: quotation!, listing };
}

/** "My quotation requests": the shopper's own, newest first. */
export async function myQuotations(db: Db, customerId: string, userId: string) {
  return withOrders(db, customerId, await quotationsOf(db, customerId, userId));
}

type AnswerBody = z.output<typeof quotationAnswerBodySchema>;
type DeclineBody = z.output<typeof quotationDeclineBodySchema>;

const alreadyAnswered = () =>
  new AppError(409, ERROR_CODES.QUOTATION_ANSWERED, 'This request is already answered.');

/**
 * The shop answers a request once: a price (its GST rate the product's) that holds to the end of an
 * India day from today to a year on, or a refusal. The row is locked, so two answers cannot both land.
 */
export async function answerQuotation(
  db: Db,
  staff: { customerId: string; userId: string },
  quotationId: string,
  answer: ({ status: 'QUOTED' } & AnswerBody) | ({ status: 'DECLINED' } & DeclineBody),
) {
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const { row, source } = await readQuotation(tx, { customerId: staff.customerId, quotationId }, true);
    if (row.status !== 'REQUESTED') throw alreadyAnswered();
    if (answer.status === 'DECLINED') return recordAnswer(tx, row, answer, staff.userId);
    const today = indiaDayOf(now);
    const lastDay = indiaDayOf(indiaDayStart(today, QUOTATION_VALIDITY_MAX_DAYS));
    if (answer.validUntil < today || answer.validUntil > lastDay) {
      throw new AppError(
        400,
        ERROR_CODES.BAD_REQUEST,
        `The price must hold from today to at most ${QUOTATION_VALIDITY_MAX_DAYS} days on.`,
      );
    }
    if (!source) throw productGone();
    // A shop registered for GST says whether its price includes it; one that is not charges none.
    const registered = await gstRegisteredOf(tx, staff.customerId);
    if (registered && !answer.priceBasis) {
      throw new AppError(
        400,
        ERROR_CODES.VALIDATION_FAILED,
        'Say whether the price includes GST (“GST included”) or has it on top (“plus GST”).',
      );
    }
    const quote = {
      status: 'QUOTED' as const,
      unitPrice: toPaise(answer.unitPrice),
      quantity: answer.quantity,
      gstRate: registered ? source.product.gstRate : 0,
      priceBasis: registered ? answer.priceBasis! : null,
      validUntil: indiaDayStart(answer.validUntil, 1),
      note: answer.note,
    };
    return recordAnswer(tx, row, quote, staff.userId);
  });
  const [quotation] = await withOrders(db, staff.customerId, [row], now);
  return quotation!;
}

const readableDay = (instant: Date) =>
  instant.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

const productGone = () =>
  new AppError(409, ERROR_CODES.PRODUCT_NOT_FOUND, 'This product is no longer in the shop.');

const notOrderable = (message: string) => new AppError(409, ERROR_CODES.QUOTATION_NOT_ORDERABLE, message);

/** A quotation's one line, to be priced and placed as a cart line is, at the quoted unit price (paise). */
export interface QuotedLine {
  quotationId: string;
  line: CartLineRow;
  unitPrice: number;
  /** Whether the quoted price includes GST or has it on top; null: no GST (the shop was not registered). */
  pricesIncludeTax: boolean | null;
  /** The GST rate quoted, which the order charges. */
  gstRate: number;
}

/**
 * The quotation a shopper orders at checkout, checked where the price comes from: theirs in this shop
 * (else not found), quoted, not lapsed, not already made into an order, its product still sold. When
 * `lock`, the row stays locked to the end of the caller's transaction, so two placements take turns
 * and the second finds the first's order.
 */
export async function quotedLineOf(
  executor: Executor,
  shopper: { customerId: string; userId: string },
  quotationId: string,
  lock: boolean,
): Promise<QuotedLine> {
  const { row, source } = await readQuotation(executor, { ...shopper, quotationId }, lock);
  const ordered = (await quotationOrdersOf(executor, shopper.customerId, [row.id])).get(row.id);
  const state = quotationStateOf(row, ordered?.made ? ordered : null);
  if (state === 'ORDERED') throw notOrderable('This quotation is already ordered.');
  if (state === 'REQUESTED') throw notOrderable('The shop has not sent a price for this request yet.');
  if (state === 'DECLINED') throw notOrderable('The shop declined this request.');
  if (state === 'EXPIRED') {
    throw notOrderable(
      `This quotation expired on ${readableDay(new Date(row.validUntil!.getTime() - 1))}. Please ask for a new one.`,
    );
  }
  const configurable = source?.product.productType === 'CONFIGURABLE';
  if (!source || configurable !== (source.variant !== null)) throw productGone();
  return {
    quotationId: row.id,
    line: { id: row.id, cartId: '', quantity: row.quotedQuantity!, description: '', ...source },
    unitPrice: row.unitPrice!,
    pricesIncludeTax: row.priceBasis === null ? null : row.priceBasis === 'INCLUSIVE',
    gstRate: row.gstRate ?? 0,
  };
}
