import { formatAddress, type Address } from '@vitrine/contract/addresses';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { gstStateCodeOf } from '@vitrine/contract/gstin';
import type { Executor } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { isRowId } from '../lib/ids.ts';
import { renderInvoicePdf, type InvoiceContent, type InvoiceLine } from '../modules/invoices/invoice-pdf.ts';
import { documentOf, type InvoiceDocument } from '../modules/invoices/invoices.service.ts';
import { orderWithLines, type OrderItemRow } from '../modules/orders/order-record.ts';
import { orderNotFound, type OrderRow } from '../modules/orders/orders.service.ts';

/** SAC 996812, courier services: the delivery line's code. */
const DELIVERY_SAC = '996812';

const NOT_ISSUED: Record<'SALE' | 'CREDIT_NOTE', string> = {
  SALE: 'This order has no invoice yet: it is issued once the order is placed (and paid, when paid online).',
  CREDIT_NOTE: 'This order has no credit note: one is issued only when a placed order is cancelled.',
};

/**
 * An order's invoice or credit note as a PDF. A shopper asks with their own id and sees only their
 * own orders; the shop's admin passes null and sees any of the shop's. Anything else is not found.
 */
export async function taxDocumentPdf(
  db: Executor,
  viewer: { customerId: string; userId: string | null },
  orderId: string,
  kind: 'SALE' | 'CREDIT_NOTE',
) {
  if (!isRowId(orderId)) throw orderNotFound();
  const record = await orderWithLines(db, viewer.customerId, orderId);
  if (!record || (viewer.userId !== null && record.order.userId !== viewer.userId)) throw orderNotFound();
  const [document, invoice] = await Promise.all([
    documentOf(db, record.order, kind),
    kind === 'CREDIT_NOTE' ? documentOf(db, record.order, 'SALE') : undefined,
  ]);
  if (!document) throw new AppError(409, ERROR_CODES.ORDER_STATUS_INVALID, NOT_ISSUED[kind]);
  const pdf = await renderInvoicePdf(invoiceContentOf(record.order, record.items, document, invoice));
  return { pdf, fileName: `${document.number.replaceAll('/', '-')}.pdf` };
}

const addressLine = (address: Address) => formatAddress(address);

/** What the document prints, from the order as it was placed and the document's own facts. */
export function invoiceContentOf(
  order: OrderRow,
  items: OrderItemRow[],
  document: InvoiceDocument,
  invoice: InvoiceDocument | undefined,
): InvoiceContent {
  const destination = order.shipTo ?? order.billTo;
  const placeOfSupply = { state: destination.state, stateCode: gstStateCodeOf(destination.state) ?? '' };
  // Prices that included GST leave the total as goods plus delivery; otherwise GST was added on top.
  const taxIncluded = order.totalAmount === order.orderAmount - order.couponDiscount + order.delivery;
  const taxableOf = (amount: number, tax: number) => (taxIncluded ? amount - tax : amount);
  const lines: InvoiceLine[] = items.map((item) => ({
    description: item.variantName ? `${item.productName} (${item.variantName})` : item.productName,
    code: item.hsnCode ?? '',
    quantity: item.quantity,
    // A coupon's share comes off before tax (decision 0094): the taxable value is what is left.
    taxableValue: taxableOf(item.total - item.couponDiscount, item.cgst + item.sgst + item.igst),
    rate: item.gstRate,
    cgst: item.cgst,
    sgst: item.sgst,
    igst: item.igst,
  }));
  if (order.delivery > 0) {
    const { deliveryCgst: cgst, deliverySgst: sgst, deliveryIgst: igst } = order;
    lines.push({
      description: 'Delivery charges',
      code: DELIVERY_SAC,
      quantity: 1,
      taxableValue: taxableOf(order.delivery, cgst + sgst + igst),
      rate: order.deliveryGstRate,
      cgst,
      sgst,
      igst,
    });
  }
  return {
    kind: document.kind,
    // A credit note charges GST as the document it reverses did.
    gstCharged: order.gstRegistered,
    number: document.number,
    issuedAt: document.issuedAt,
    reverses: invoice ? { kind: invoice.kind, number: invoice.number, issuedAt: invoice.issuedAt } : null,
    orderNumber: order.orderNumber,
    seller: document.seller,
    billTo: {
      name: order.billTo.name,
      address: addressLine(order.billTo),
      mobile: order.billTo.mobile,
      state: order.billTo.state,
      stateCode: gstStateCodeOf(order.billTo.state) ?? '',
    },
    shipTo: order.shipTo ? { name: order.shipTo.name, address: addressLine(order.shipTo) } : null,
    buyerGstin: order.buyerGstin,
    placeOfSupply,
    interState: order.igst > 0 || (order.cgst === 0 && placeOfSupply.state !== document.seller.state),
    lines,
    coupon: order.couponCode ? { code: order.couponCode, discount: order.couponDiscount } : null,
  };
}
