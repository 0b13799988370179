import { ERROR_CODES } from '@vitrine/contract/errors';
import type { Db, Executor } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { ShopperRef } from '../lib/shopper.ts';
import { addressDataOf, eraseAddresses } from '../modules/addresses/addresses-privacy.ts';
import { accountDataOf, eraseAccount, lockAccount } from '../modules/auth/account-privacy.ts';
import { cartDataOf, eraseCart } from '../modules/cart/cart-privacy.ts';
import { eraseWishlist, wishlistDataOf } from '../modules/favourites/favourites-privacy.ts';
import { documentsOfOrders } from '../modules/invoices/invoices-privacy.ts';
import { isSaleDocument } from '../modules/invoices/invoices.service.ts';
import {
  forgetRecipient,
  notificationDataOf,
  removeReasonsAbout,
} from '../modules/notifications/notifications-privacy.ts';
import {
  forgetWordsOf,
  maskOrdersOf,
  orderDataOf,
  orderIdsOf,
  ordersUnderWayOf,
} from '../modules/orders/orders-privacy.ts';
import { consentHistoryOf, consentOf, eraseConsents } from '../modules/privacy/privacy.service.ts';
import {
  eraseQuotationRequests,
  quotationDataOf,
  quotationIdsOf,
} from '../modules/quotations/quotations-privacy.ts';
import { eraseReviews, reviewDataOf } from '../modules/reviews/reviews-privacy.ts';
import { deleteImages } from '../modules/media/media.service.ts';
import { eraseStockAlerts, stockAlertDataOf } from '../modules/stock-alerts/stock-alerts-privacy.ts';

const signedOut = () => new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'Please sign in to continue.');

/**
 * "Download my data" (DPDP Act 2023, decision 0093): everything this shop holds about the shopper,
 * each part read by the module that owns it. Amounts are in paise, as stored.
 */
export async function exportShopperData(db: Db, shopper: ShopperRef) {
  const profile = await accountDataOf(db, shopper);
  if (!profile) throw signedOut();
  const recipient = await recipientOf(db, shopper, profile.mobile);
  const [
    savedAddresses,
    orders,
    wishlist,
    cart,
    reviews,
    quotationRequests,
    stockAlerts,
    notifications,
    consent,
  ] = await Promise.all([
    addressDataOf(db, shopper),
    orderDataOf(db, shopper),
    wishlistDataOf(db, shopper),
    cartDataOf(db, shopper),
    reviewDataOf(db, shopper),
    quotationDataOf(db, shopper),
    stockAlertDataOf(db, shopper),
    notificationDataOf(db, recipient),
    marketingConsentOf(db, shopper),
  ]);
  const taxDocuments = await documentsOfOrders(
    db,
    shopper.customerId,
    orders.map((order) => order.id),
  );
  return {
    about: {
      shop: shopper.customerId,
      generatedAt: new Date().toISOString(),
      amounts: 'Amounts are in paise (₹1 = 100 paise), as the shop stores them.',
    },
    profile,
    addresses: savedAddresses,
    orders,
    taxDocuments,
    returnRequests: orders.flatMap((order) =>
      order.returnRequest ? [{ orderNumber: order.orderNumber, ...order.returnRequest }] : [],
    ),
    wishlist,
    cart,
    reviews,
    quotationRequests,
    stockAlerts,
    notifications,
    marketingConsent: consent,
  };
}

/**
 * Whose messages are the shopper's: those to their verified mobile and those about their own orders
 * and quotation requests. Not those to the email in their profile, which nobody verified:
 * typing someone else's would hand over, and on deletion erase, that person's messages.
 */
async function recipientOf(executor: Executor, shopper: ShopperRef, mobile: string) {
  const [orderIds, quotationIds] = await Promise.all([
    orderIdsOf(executor, shopper),
    quotationIdsOf(executor, shopper),
  ]);
  return { customerId: shopper.customerId, mobile, orderIds, quotationIds };
}

async function marketingConsentOf(executor: Executor, shopper: ShopperRef) {
  const [current, history] = await Promise.all([
    consentOf(executor, shopper),
    consentHistoryOf(executor, shopper),
  ]);
  return { current, history };
}

/**
 * "Delete my account" (decision 0093), in one transaction: the profile, addresses, wishlist, cart,
 * stock alerts, quotation requests, reviews, consent and sessions go; the orders (and their tax
 * documents) stay, as GST law requires, with the shopper's name and contact masked and their words
 * (cancel and return reasons, return photos) removed. Answers whether
 * this call deleted it (false when a second call finds it already gone).
 */
export async function deleteShopperAccount(db: Db, shopper: ShopperRef) {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, shopper);
    if (!account || account.deletedAt) return { deleted: false };
    if (account.roles.some((role) => role !== 'CUSTOMER')) {
      throw new AppError(
        403,
        ERROR_CODES.ACCOUNT_DELETION_REFUSED,
        'This account runs a shop (owner, staff or operator) and cannot be deleted here. Ask the shop’s owner to remove you from its staff first.',
      );
    }
    if ((await ordersUnderWayOf(tx, shopper)) > 0) {
      throw new AppError(
        409,
        ERROR_CODES.ACCOUNT_DELETION_REFUSED,
        'You have an order or a return still under way. You can delete your account once it is delivered, cancelled or decided.',
      );
    }
    const recipient = await recipientOf(tx, shopper, account.mobile);
    const { orderIds } = recipient;
    const documents = await documentsOfOrders(tx, shopper.customerId, orderIds);
    const invoiced = new Set(documents.filter((doc) => isSaleDocument(doc.kind)).map((doc) => doc.orderId));
    await maskOrdersOf(tx, shopper, invoiced);
    await forgetRecipient(tx, recipient);
    await removeReasonsAbout(tx, shopper.customerId, orderIds);
    await deleteImages(tx, shopper.customerId, await forgetWordsOf(tx, shopper, orderIds));
    for (const erase of [
      eraseAddresses,
      eraseWishlist,
      eraseCart,
      eraseStockAlerts,
      eraseQuotationRequests,
      eraseConsents,
    ])
      await erase(tx, shopper);
    await deleteImages(tx, shopper.customerId, await eraseReviews(tx, shopper));
    await eraseAccount(tx, account);
    return { deleted: true };
  });
}
