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
/**
 * Migration 0046: "<customer id> <product id>" at every change to what search's in-memory index
 * holds of a product (its words, category, price, visibility, age, and whether it is in stock).
 */
export const PRODUCT_CHANGED = 'product_changed';
