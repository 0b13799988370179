/**
 * Channels the database's triggers notify at commit, for what each API instance keeps in memory.
 * Migration 0004: the tenant's id, at every change to its catalogue (prices, stock, visibility).
 */
export const CATALOG_CHANGED = 'catalog_changed';
/**
 * Migrations 0009 and 0010: at every change to carts, a line "{tenant id} {shopper id}" for each
 * shopper whose cart the statement changed.
 */
export const CART_CHANGED = 'cart_changed';
