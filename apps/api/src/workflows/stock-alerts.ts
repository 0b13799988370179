import { ERROR_CODES } from '@vitrine/contract/errors';
import type { Db } from '../db/client.ts';
import { AppError, productNotFound, variantNotFound } from '../lib/app-error.ts';
import type { UsersService } from '../modules/auth/users.service.ts';
import { findShownProduct } from '../modules/catalog/product-query.ts';
import { notifyBackInStock } from '../modules/notifications/outbox.ts';
import {
  claimWaiting,
  type StockAlertsService,
  type StockLine,
} from '../modules/stock-alerts/stock-alerts.service.ts';

export interface StockAlertDeps {
  db: Db;
  stockAlerts: StockAlertsService;
  users: Pick<UsersService, 'findById'>;
}

/** Waiting lines looked at per run of the job: the longest-waited-for first. */
const LINES_PER_RUN = 1_000;

/** What a line has in stock now, its name in a message and its page; null when the shop no longer shows it. */
async function lineNow(db: Db, customerId: string, line: StockLine) {
  const found = await findShownProduct(db, customerId, line.productId, line.variantId);
  if (!found || found.variant === null) return null;
  const { product, variant } = found;
  return {
    stock: variant ? variant.availableStock : product.availableStock,
    requiresVariant: product.productType !== 'SIMPLE' && !variant,
    name: variant ? `${product.name} (${variant.name})` : product.name,
    path: `/products/${encodeURIComponent(variant?.sku ?? product.sku)}/${line.productId}`,
  };
}

/**
 * "Notify me when back in stock" (issue 26): the shopper waits for a product or variant the shop
 * shows but has none of; an SMS goes to their mobile once it is back.
 */
export async function waitForStock(
  deps: StockAlertDeps,
  shopper: { customerId: string; userId: string },
  line: StockLine,
) {
  const { customerId, userId } = shopper;
  const now = await lineNow(deps.db, customerId, line);
  if (!now) throw line.variantId ? variantNotFound() : productNotFound();
  if (now.requiresVariant) {
    throw new AppError(400, ERROR_CODES.VARIANT_REQUIRED, 'Choose one of this product’s options first.');
  }
  if (now.stock > 0) {
    throw new AppError(409, ERROR_CODES.IN_STOCK, 'This item is in stock: you can add it to your cart now.');
  }
  const user = await deps.users.findById(customerId, userId);
  if (!user) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'Please sign in again.');
  await deps.stockAlerts.waitFor(customerId, userId, user.mobile, line);
}

/**
 * The job: each waited-for line that has stock again is claimed and its shoppers' messages queued in
 * one transaction, so each shopper is told once. Answers how many messages were queued.
 */
export async function sendStockAlerts(deps: Pick<StockAlertDeps, 'db' | 'stockAlerts'>) {
  let queued = 0;
  for (const line of await deps.stockAlerts.waitedForLines(LINES_PER_RUN)) {
    const now = await lineNow(deps.db, line.customerId, line);
    if (!now || now.stock <= 0) continue;
    await deps.db.transaction(async (tx) => {
      for (const { mobile } of await claimWaiting(tx, line.customerId, line.lineKey)) {
        const ids = await notifyBackInStock(tx, {
          customerId: line.customerId,
          mobile,
          productName: now.name,
          productPath: now.path,
        });
        queued += ids.length;
      }
    });
  }
  return queued;
}
