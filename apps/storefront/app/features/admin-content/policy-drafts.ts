import type { PolicyKey } from '@vitrine/contract/content';
import { formatRupees } from '../../lib/format';

/** What the drafts say of the shop, read from its settings when the owner opens a policy. */
export interface ShopFacts {
  name: string;
  address: string;
  email: string;
  phone: string;
  /** A Digital Briefcase takes quotation requests, not orders with prices. */
  briefcase: boolean;
  dispatchDays: number;
  deliveryCharge: number;
  freeDeliveryAbove: number | null;
  storePickup: boolean;
  codEnabled: boolean;
  /** 0: the shop takes no returns. */
  returnWindowDays: number;
}

const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

function contactLine(shop: ShopFacts) {
  const ways = [shop.email && `email ${shop.email}`, shop.phone && `call or WhatsApp ${shop.phone}`];
  return ways.filter(Boolean).join(', or ') || 'use the contact details on this site';
}

function shipping(shop: ShopFacts) {
  const charge =
    shop.deliveryCharge === 0
      ? 'Delivery is free.'
      : `Delivery costs ${formatRupees(shop.deliveryCharge)} an order${
          shop.freeDeliveryAbove === null
            ? '.'
            : `, and is free on orders of ${formatRupees(shop.freeDeliveryAbove)} or more.`
        }`;
  return paragraphs(
    `${shop.name} ships across India to the pincodes checkout accepts.`,
    `Orders leave us within ${days(shop.dispatchDays)} of being placed (working days), and couriers usually deliver within 2 to 7 days after that, depending on the place.`,
    `${charge} The charge is shown at checkout before you pay.`,
    'When your order ships we send you the courier’s name and tracking number by SMS, and they are on the order’s page in your account.',
    ...(shop.storePickup
      ? [
          `You may also collect your order from our store at ${shop.address || 'our address'}: choose store pickup at checkout, and we tell you when it is ready.`,
        ]
      : []),
    `Questions about a delivery: ${contactLine(shop)}.`,
  );
}

function returns(shop: ShopFacts) {
  if (shop.returnWindowDays === 0)
    return paragraphs(
      `${shop.name} does not take back products that arrive as ordered.`,
      'If a product arrives damaged, faulty or different from what you ordered, tell us within 2 days of delivery with a photo, and we replace it or refund you in full.',
      `To tell us: ${contactLine(shop)}.`,
    );
  return paragraphs(
    `You may return a product within ${days(shop.returnWindowDays)} of delivery: open the order in your account and choose “Return”, with the reason and, for a damaged product, a photo.`,
    'Products must come back unused, in their original packing, with their tags and any free items. Products made or cut to order, and those that cannot be resold for hygiene reasons, cannot be returned unless they arrived damaged.',
    'Once we approve the return we tell you how to send it back or when it will be collected. When it reaches us and is checked, we refund you as our refund policy says.',
    `Questions about a return: ${contactLine(shop)}.`,
  );
}

function refunds(shop: ShopFacts) {
  return paragraphs(
    'A refund goes back the way you paid: to the same card, UPI account or bank account for an online payment, within 5 to 7 working days of our approving it (your bank may take a few days more to show it).',
    ...(shop.codEnabled
      ? ['For an order paid in cash on delivery, we refund to a bank account or UPI id you give us.']
      : []),
    'A cancelled order that was paid online is refunded in full. A returned product is refunded at the price you paid for it; delivery charges are refunded when the product arrived damaged or wrong.',
    'Every refund comes with a credit note, which you can download from the order’s page.',
    `Questions about a refund: ${contactLine(shop)}.`,
  );
}

function cancellation(shop: ShopFacts) {
  return paragraphs(
    'You may cancel an order from its page in your account until it has shipped. An order paid online is then refunded in full.',
    `Once an order has shipped it can no longer be cancelled; ${
      shop.returnWindowDays > 0 ? 'you may return it after delivery instead' : 'tell us if it arrives damaged'
    }.`,
    `${shop.name} may cancel an order it cannot fulfil (a product out of stock, an address couriers do not reach); we tell you why and refund anything paid.`,
  );
}

function terms(shop: ShopFacts) {
  const buying = shop.briefcase
    ? 'Prices are quoted on request: a quotation says what it includes and how long it holds, and an order placed from it is bound by it.'
    : 'Prices are in Indian rupees and include GST unless the page says otherwise. The price, delivery charge and tax are shown at checkout before you pay, and the order is confirmed when we send you its number.';
  return paragraphs(
    `This site is run by ${shop.name}${shop.address ? `, ${shop.address}` : ''}. By using it and placing orders you accept these terms.`,
    'You sign in with your mobile number and a one-time code. Keep your phone safe: anyone with it can sign in as you.',
    buying,
    'We describe products as accurately as we can; colours may look slightly different on your screen.',
    'Our shipping, returns, refunds, cancellation and privacy policies are part of these terms.',
    'These terms are governed by the laws of India. Any dispute goes first to us, and then to the courts where our business is registered.',
    `To reach us: ${contactLine(shop)}.`,
  );
}

function privacy(shop: ShopFacts) {
  return [
    paragraphs(
      `${shop.name} (“we”) keeps the personal data you give us in order to sell and deliver to you, as the Digital Personal Data Protection Act, 2023 asks.`,
    ),
    '<h2>What we keep</h2>',
    list(
      'Your mobile number, with which you sign in, and your name and email address if you give them.',
      'Your delivery and billing addresses, and a GSTIN if you buy for a business.',
      'Your orders, payments (their status and reference; card and bank details stay with the payment gateway), returns, reviews, wishlist and cart.',
    ),
    '<h2>Why, and with whom</h2>',
    paragraphs(
      'We use it to take, deliver and support your orders, to issue the GST invoices the law requires, and to send you messages about your orders by SMS, WhatsApp or email.',
      'We send offers only if you agree to them, and you may withdraw that agreement at any time in your account.',
      'We share what each needs, and nothing more, with the courier who delivers your order, the payment gateway you pay through, the services that send our messages, and the platform that runs this shop for us. We do not sell your data.',
    ),
    '<h2>How long</h2>',
    paragraphs(
      'Your account is kept until you delete it. Orders and invoices are kept for 8 years, as tax law requires; when you delete your account, they are kept with your name and contact details removed where the law allows.',
    ),
    '<h2>Your rights</h2>',
    paragraphs(
      'In your account’s privacy page you can download a copy of your data, withdraw your consent to offers, and delete your account. You can correct your details in your profile.',
      `For any question or complaint about your data, our grievance contact is the shop’s owner: ${contactLine(shop)}. We answer within 30 days. If you are not satisfied, you may complain to the Data Protection Board of India.`,
    ),
  ].join('');
}

const DRAFTS: Record<PolicyKey, (shop: ShopFacts) => string> = {
  shippingPolicy: shipping,
  returnPolicy: returns,
  refundPolicy: refunds,
  cancellationPolicy: cancellation,
  termsOfUse: terms,
  privacyPolicy: privacy,
};

/**
 * A policy written for the shop from its settings (issue 39), for the owner to read, change and
 * publish: shoppers never see a draft, and never a policy page with nothing on it once it is published.
 */
export function policyDraft(policy: PolicyKey, shop: ShopFacts): string {
  const facts = {
    ...shop,
    name: escaped(shop.name),
    address: escaped(shop.address),
    email: escaped(shop.email),
    phone: escaped(shop.phone),
  };
  return DRAFTS[policy](facts);
}
