import type { ShopperFeatures, UiFeatures } from '@vitrine/contract/customer';

/** Each UI feature switch (SPEC §3) in the owner's words: what turning it on shows to shoppers. */
export const UI_FEATURE_LABELS: Record<keyof UiFeatures, { label: string; hint: string }> = {
  showBrand: { label: 'Brand names', hint: 'Show each product’s brand on its card' },
  showLargeImage: { label: 'Large product pictures', hint: 'Bigger pictures in product lists' },
  showProductPrice: { label: 'Prices', hint: 'Off: no amount is shown anywhere in the shop' },
  showSKU: { label: 'Product codes (SKU)', hint: 'Show each product’s code' },
  showSqrCategory: { label: 'Square category tiles', hint: 'Category pictures as squares on the home page' },
  showSubcategories: { label: 'Subcategories', hint: 'Show subcategory links in category pages' },
  showContacts: {
    label: 'Contacts on products',
    hint: 'Show the shop’s phone and WhatsApp on product pages',
  },
  showPos: { label: 'Point of sale', hint: 'In-store sales features' },
  showQuotationRequest: { label: 'Quotation requests', hint: '“Request a quotation” on product pages' },
  showDistributors: { label: 'Distributors', hint: 'The distributors page' },
  showServiceCenters: { label: 'Service centres', hint: 'The service centres page' },
  showMaintenanceTroubleshooting: {
    label: 'Maintenance guides',
    hint: 'The maintenance and troubleshooting pages',
  },
};

/** The shop's own switches (decision 0096) in the owner's words. */
export const SHOPPER_FEATURE_LABELS: Record<keyof ShopperFeatures, { label: string; hint: string }> = {
  buyNow: { label: 'Buy now', hint: '“Buy now” beside “Add to Cart” goes straight to checkout' },
  buyAgain: { label: 'Buy again', hint: 'Puts a past order’s items back in the cart from the order page' },
  shareOnWhatsApp: { label: 'Share on WhatsApp', hint: 'A share button with the product’s link' },
  recentlyViewed: {
    label: 'Recently viewed',
    hint: 'Products the shopper opened, under each product page (kept in their browser)',
  },
};
