import { and, asc, eq, sql } from 'drizzle-orm';
import type { Coupon, CouponBody, CouponState } from '@vitrine/contract/coupons';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isRowId } from '../../lib/ids.ts';
import { indiaDayOf, indiaDayStart } from '../../lib/india-time.ts';
import { formatRupees, toPaise, toRupees } from '../../lib/money.ts';
import { coupons } from './coupons.tables.ts';

export type CouponRow = typeof coupons.$inferSelect;

const couponNotFound = () =>
  new AppError(404, ERROR_CODES.NOT_FOUND, 'Your shop has no coupon with this id.');
const codeTaken = (code: string) =>
  new AppError(
    409,
    ERROR_CODES.COUPON_CODE_TAKEN,
    `Your shop already has a coupon ${code}. Pick another code.`,
  );
/** Unknown, paused or another shop's: the shopper learns only that it does not work here. */
const notValid = (code: string) =>
  new AppError(400, ERROR_CODES.COUPON_INVALID, `The coupon ${code} is not valid in this shop.`);
const notApplicable = (message: string) => new AppError(409, ERROR_CODES.COUPON_NOT_APPLICABLE, message);

const dayLabel = (instant: Date) =>
  instant.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
const MS = 1;

/** The row for the owner's body: a flat amount in paise, the days as their edges in India. */
function toRow(body: CouponBody) {
  return {
    code: body.code,
    kind: body.kind,
    value: body.kind === 'FLAT' ? toPaise(body.value) : body.value,
    minimumOrder: body.minimumOrder === null ? null : toPaise(body.minimumOrder),
    firstOrderOnly: body.firstOrderOnly,
    perShopperLimit: body.perShopperLimit,
    validFrom: body.validFrom ? indiaDayStart(body.validFrom) : null,
    validUntil: body.validUntil ? indiaDayStart(body.validUntil, 1) : null,
  };
}

export function couponStateOf(row: CouponRow, now: Date): CouponState {
  if (row.paused) return 'PAUSED';
  if (row.validFrom && now < row.validFrom) return 'SCHEDULED';
  if (row.validUntil && now >= row.validUntil) return 'EXPIRED';
  return 'ACTIVE';
}

export function toCoupon(row: CouponRow, timesUsed: number, now: Date): Coupon {
  return {
    couponId: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'FLAT' ? toRupees(row.value) : row.value,
    minimumOrder: row.minimumOrder === null ? null : toRupees(row.minimumOrder),
    firstOrderOnly: row.firstOrderOnly,
    perShopperLimit: row.perShopperLimit,
    validFrom: row.validFrom ? indiaDayOf(row.validFrom) : null,
    validUntil: row.validUntil ? indiaDayOf(new Date(row.validUntil.getTime() - MS)) : null,
    paused: row.paused,
    state: couponStateOf(row, now),
    timesUsed,
  };
}

/** "10% off" or "₹100 off": how the shopper sees the coupon beside its code. */
export const couponLabelOf = (row: Pick<CouponRow, 'kind' | 'value'>) =>
  row.kind === 'PERCENT' ? `${row.value}% off` : `${formatRupees(row.value)} off`;

/**
 * What the coupon takes off goods worth `orderAmount` paise, refusing it when it does not work now
 * or the goods are under its minimum. A percentage is rounded half-up to the paisa; a flat amount
 * is never more than the goods (its minimum order is above it).
 */
export function couponDiscountOf(row: CouponRow, orderAmount: number, now: Date): number {
  const state = couponStateOf(row, now);
  if (state === 'PAUSED') throw notValid(row.code);
  if (state === 'SCHEDULED')
    throw notApplicable(`The coupon ${row.code} can be used from ${dayLabel(row.validFrom!)}.`);
  if (state === 'EXPIRED')
    throw notApplicable(
      `The coupon ${row.code} expired on ${dayLabel(new Date(row.validUntil!.getTime() - MS))}.`,
    );
  if (row.minimumOrder !== null && orderAmount < row.minimumOrder) {
    throw notApplicable(
      `The coupon ${row.code} needs an order of ${formatRupees(row.minimumOrder)} or more. ` +
        `Add ${formatRupees(row.minimumOrder - orderAmount)} more to use it.`,
    );
  }
  const discount = row.kind === 'PERCENT' ? Math.floor((orderAmount * row.value * 2 + 100) / 200) : row.value;
  return Math.min(discount, orderAmount);
}

/** Refuses a coupon for a shopper who has used it up, or who has ordered before when it is for first orders. */
export function requireShopperMayUse(row: CouponRow, history: { uses: number; hasOrdered: boolean }) {
  if (row.firstOrderOnly && history.hasOrdered)
    throw notApplicable(`The coupon ${row.code} is for a first order only.`);
  if (row.perShopperLimit !== null && history.uses >= row.perShopperLimit) {
    throw notApplicable(
      row.perShopperLimit === 1
        ? `You have already used the coupon ${row.code}.`
        : `You have already used the coupon ${row.code} ${row.perShopperLimit} times, as often as it allows.`,
    );
  }
}

/**
 * The shop's coupon with this code (any case), read through `executor`; inside an order's
 * transaction it is read FOR SHARE, so an owner's edit or pause waits for the order to commit.
 */
export async function couponByCode(
  executor: Executor,
  customerId: string,
  code: string,
  { lock }: { lock: boolean },
): Promise<CouponRow> {
  const query = executor
    .select()
    .from(coupons)
    .where(and(eq(coupons.customerId, customerId), eq(coupons.code, code.toUpperCase())));
  const [row] = await (lock ? query.for('share') : query);
  if (!row) throw notValid(code.toUpperCase());
  return row;
}

/** The owner's coupons (decision 0094): created, edited, paused and resumed in the console. */
export function createCouponsService(db: Db) {
  async function list(customerId: string): Promise<CouponRow[]> {
    return db.select().from(coupons).where(eq(coupons.customerId, customerId)).orderBy(asc(coupons.code));
  }

  async function find(customerId: string, couponId: string) {
    if (!isRowId(couponId)) throw couponNotFound();
    const [row] = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.customerId, customerId), eq(coupons.id, couponId)));
    if (!row) throw couponNotFound();
    return row;
  }

  /** One statement each, the unique index on (shop, code) refusing a code the shop already has. */
  const refusingTakenCode = async <T>(code: string, write: Promise<T>) => {
    try {
      return await write;
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken(code);
      throw error;
    }
  };

  async function create(customerId: string, body: CouponBody) {
    const [row] = await refusingTakenCode(
      body.code,
      db
        .insert(coupons)
        .values({ customerId, ...toRow(body) })
        .returning(),
    );
    return row!;
  }

  async function update(customerId: string, couponId: string, body: CouponBody) {
    await find(customerId, couponId);
    const [row] = await refusingTakenCode(
      body.code,
      db
        .update(coupons)
        .set({ ...toRow(body), updatedAt: new Date() })
        .where(and(eq(coupons.customerId, customerId), eq(coupons.id, couponId)))
        .returning(),
    );
    return row!;
  }

  async function setPaused(customerId: string, couponId: string, paused: boolean) {
    await find(customerId, couponId);
    const [row] = await db
      .update(coupons)
      .set({ paused, updatedAt: new Date() })
      .where(and(eq(coupons.customerId, customerId), eq(coupons.id, couponId)))
      .returning();
    return row!;
  }

  /** Whether a shopper could use some coupon now: the checkout shows its coupon box only then. */
  async function anyRunning(customerId: string, now: Date) {
    const [row] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(
        and(
          eq(coupons.customerId, customerId),
          eq(coupons.paused, false),
          sql`(${coupons.validFrom} is null or ${coupons.validFrom} <= ${now.toISOString()})`,
          sql`(${coupons.validUntil} is null or ${coupons.validUntil} > ${now.toISOString()})`,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  return { list, create, update, setPaused, anyRunning };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
