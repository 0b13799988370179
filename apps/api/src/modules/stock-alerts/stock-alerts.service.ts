import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { stockAlerts } from './stock-alerts.tables.ts';

/** A product, or one variant of it, as a cart line names it. */
export interface StockLine {
  productId: string;
  variantId: string | null;
}

const lineKeyOf = (line: StockLine) => line.variantId ?? line.productId;

export function createStockAlertsService(db: Db) {
  /** The shopper waits for the line (again, if they were told before); asking twice is one wait. */
  async function waitFor(customerId: string, userId: string, mobile: string, line: StockLine) {
    await db
      .insert(stockAlerts)
      .values({ customerId, userId, mobile, ...line, lineKey: lineKeyOf(line) })
      .onConflictDoUpdate({
        target: [stockAlerts.customerId, stockAlerts.userId, stockAlerts.lineKey],
        set: { mobile, notifiedAt: null, createdAt: sql`now()` },
      });
  }

  /** The lines (variant or product ids) this shopper is waiting for. */
  async function waitingLinesOf(customerId: string, userId: string): Promise<string[]> {
    const rows = await db
      .select({ lineKey: stockAlerts.lineKey })
      .from(stockAlerts)
      .where(
        and(
          eq(stockAlerts.customerId, customerId),
          eq(stockAlerts.userId, userId),
          isNull(stockAlerts.notifiedAt),
        ),
      );
    return rows.map((row) => row.lineKey);
  }

  /** Lines someone waits for, in every shop: at most `limit`, those waited for longest first. */
  async function waitedForLines(limit: number) {
    return db
      .select({
        customerId: stockAlerts.customerId,
        productId: stockAlerts.productId,
        variantId: stockAlerts.variantId,
        lineKey: stockAlerts.lineKey,
      })
      .from(stockAlerts)
      .where(isNull(stockAlerts.notifiedAt))
      .groupBy(stockAlerts.customerId, stockAlerts.productId, stockAlerts.variantId, stockAlerts.lineKey)
      .orderBy(sql`min(${stockAlerts.createdAt})`)
      .limit(limit);
  }

  return { waitFor, waitingLinesOf, waitedForLines };
}
export type StockAlertsService = ReturnType<typeof createStockAlertsService>;

/**
 * Marks everyone waiting for this line as told, in the caller's transaction (which queues their
 * messages): answers whom to tell. A second run finds no one, so each is told once.
 */
export async function claimWaiting(tx: Executor, customerId: string, lineKey: string) {
  return tx
    .update(stockAlerts)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        eq(stockAlerts.customerId, customerId),
        eq(stockAlerts.lineKey, lineKey),
        isNull(stockAlerts.notifiedAt),
      ),
    )
    .returning({ userId: stockAlerts.userId, mobile: stockAlerts.mobile });
}
