/**
 * Channels the database's triggers notify at commit, for what each API instance keeps in memory.
 * Migration 0004: the tenant's id, at every change to its catalogue (prices, stock, visibility).
 */
export const CATALOG_CHANGED = 'catalog_changed';
/**
 * Migration 0024: "host <name>" at every change to a shop's host names, "id <customer id>" when a
 * shop is created or removed.
 */
export const TENANTS_CHANGED = 'tenants_changed';
