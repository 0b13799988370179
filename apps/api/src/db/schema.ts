// The schema drizzle-kit reads and the database client is typed with: every module's tables.
export * from '../modules/tenants/tenants.tables.ts';
export * from '../modules/cms/cms.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from './platform.tables.ts';
export * from '../modules/catalog/catalog.tables.ts';
export * from '../modules/cart/cart.tables.ts';
export * from '../modules/favourites/favourites.tables.ts';
export * from '../modules/addresses/addresses.tables.ts';
export * from '../modules/orders/orders.tables.ts';
export * from '../modules/payments/payments.tables.ts';
export * from '../modules/partner-locations/partner-locations.tables.ts';
export * from '../modules/maintenance-guides/maintenance-guides.tables.ts';
export * from '../modules/quotations/quotations.tables.ts';
export * from '../modules/notifications/notifications.tables.ts';
export * from '../modules/invoices/invoices.tables.ts';
export * from '../modules/media/media.tables.ts';
export * from '../modules/stock-alerts/stock-alerts.tables.ts';
