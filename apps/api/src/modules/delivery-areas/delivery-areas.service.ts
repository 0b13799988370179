import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DeliveryAreaMode, DeliveryAreas } from '@vitrine/contract/delivery-areas';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deliveryAreaSettings, deliveryPincodes } from './delivery-areas.tables.ts';
import type { PincodeRow } from './pincode-csv.ts';

/**
 * Whether a shop reaches a pincode: `cod` false when cash on delivery stops there; `days` null when
 * the shop gives none (it delivers all over India).
 */
export interface Reach {
  served: boolean;
  cod: boolean;
  days: number | null;
}
const ALL_INDIA: Reach = { served: true, cod: true, days: null };
const NOT_SERVED: Reach = { served: false, cod: false, days: null };

export function createDeliveryAreasService(db: Db) {
  async function modeOf(customerId: string): Promise<DeliveryAreaMode> {
    const [row] = await db
      .select({ mode: deliveryAreaSettings.mode })
      .from(deliveryAreaSettings)
      .where(eq(deliveryAreaSettings.customerId, customerId));
    return row?.mode ?? 'ALL_INDIA';
  }

  async function summaryOf(customerId: string): Promise<DeliveryAreas> {
    const [mode, [counts]] = await Promise.all([
      modeOf(customerId),
      db
        .select({
          pincodes: count(),
          codPincodes: sql<number>`count(*) filter (where ${deliveryPincodes.cod})`.mapWith(Number),
        })
        .from(deliveryPincodes)
        .where(eq(deliveryPincodes.customerId, customerId)),
    ]);
    return { mode, pincodes: counts?.pincodes ?? 0, codPincodes: counts?.codPincodes ?? 0 };
  }

  /** Listing pincodes needs some listed: a shop that reaches nowhere takes no orders. */
  async function setMode(customerId: string, mode: DeliveryAreaMode) {
    if (mode === 'LISTED' && (await summaryOf(customerId)).pincodes === 0) {
      throw new AppError(
        409,
        ERROR_CODES.NO_PINCODES_LISTED,
        'Upload your pincodes first: with none listed the shop would deliver nowhere.',
      );
    }
    await db
      .insert(deliveryAreaSettings)
      .values({ customerId, mode })
      .onConflictDoUpdate({ target: deliveryAreaSettings.customerId, set: { mode, updatedAt: new Date() } });
    return summaryOf(customerId);
  }

  /**
   * The shop's list becomes exactly `rows`, in one transaction and one statement however long the
   * list: the columns go as three comma-joined texts (digits and words only, checked before) unnested
   * by the database, so 30,000 pincodes are one round trip and no parameter limit applies.
   */
  async function replacePincodes(customerId: string, rows: readonly PincodeRow[]) {
    const column = (pick: (row: PincodeRow) => string | number | boolean) => rows.map(pick).join(',');
    await db.transaction(async (tx) => {
      // The shop's settings row, locked: two uploads at once replace the list one after the other.
      await tx
        .insert(deliveryAreaSettings)
        .values({ customerId, mode: 'ALL_INDIA' })
        .onConflictDoUpdate({ target: deliveryAreaSettings.customerId, set: { updatedAt: new Date() } });
      await tx.delete(deliveryPincodes).where(eq(deliveryPincodes.customerId, customerId));
      if (rows.length === 0) return;
      await tx.execute(sql`
        insert into ${deliveryPincodes} (customer_id, pincode, cod, days)
        select ${customerId}, pincode, cod::boolean, days::integer
        from unnest(
          string_to_array(${column((row) => row.pincode)}, ','),
          string_to_array(${column((row) => row.cod)}, ','),
          string_to_array(${column((row) => row.days)}, ',')
        ) as listed(pincode, cod, days)`);
    });
    return summaryOf(customerId);
  }

  async function exportCsv(customerId: string) {
    const rows = await db
      .select({ pincode: deliveryPincodes.pincode, cod: deliveryPincodes.cod, days: deliveryPincodes.days })
      .from(deliveryPincodes)
      .where(eq(deliveryPincodes.customerId, customerId))
      .orderBy(asc(deliveryPincodes.pincode));
    const lines = rows.map((row) => `${row.pincode},${row.cod ? 'yes' : 'no'},${row.days}`);
    return ['pincode,cod,days', ...lines].join('\n') + '\n';
  }

  async function reachOf(customerId: string, pincode: string): Promise<Reach> {
    if ((await modeOf(customerId)) === 'ALL_INDIA') return ALL_INDIA;
    const [row] = await db
      .select({ cod: deliveryPincodes.cod, days: deliveryPincodes.days })
      .from(deliveryPincodes)
      .where(and(eq(deliveryPincodes.customerId, customerId), eq(deliveryPincodes.pincode, pincode)));
    return row ? { served: true, cod: row.cod, days: row.days } : NOT_SERVED;
  }

  return { summaryOf, setMode, replacePincodes, exportCsv, reachOf };
}

export type DeliveryAreasService = ReturnType<typeof createDeliveryAreasService>;
