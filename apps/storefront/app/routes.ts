import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** SPEC §2: every storefront URL and the module that serves it. */
export default [
  // Submissions without a page: the sign-in dialog's and account menu's, and the cart's.
  route('auth', 'routes/auth.ts'),
  route('cart-line', 'routes/cart-line.ts'),
  route('address', 'routes/address.ts'),
  route('wishlist-item', 'routes/wishlist-item.ts'),
  route('language', 'routes/language.ts'),
  route('privacy-consent', 'routes/privacy-consent.ts'),
  // The shopper's copy of their data (decision 0093), a JSON file fetched with the session refreshed.
  route('account/privacy/download', 'routes/account-privacy-download.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // An order's GST invoice or credit note (PDF), fetched with the session refreshed as a page does.
  route('account/order-details/:orderId/:document', 'routes/order-document.ts'),
  // The same for the console: any of the shop's orders, for its staff (outside the console's layout).
  route('admin/orders/:orderId/:document', 'routes/admin-order-document.ts'),
  // The shop's QR card to print, a file (issue 39).
  route('admin/share/qr-code', 'routes/admin-share-qr.ts'),
  // The console's sign-in, where a guest at any console address is sent (issue 39).
  route('admin/sign-in', 'routes/admin-sign-in.tsx'),
  // The owner console (issue 23): the shop's staff only; signed-in shoppers go where unknown paths go.
  layout('routes/admin-layout.tsx', [
    route('admin', 'routes/admin-dashboard.tsx'),
    route('admin/orders', 'routes/admin-orders.tsx'),
    route('admin/orders/settlement', 'routes/admin-orders-settlement.tsx'),
    route('admin/orders/:orderId', 'routes/admin-order.tsx'),
    route('admin/reviews', 'routes/admin-reviews.tsx'),
    route('admin/quotations', 'routes/admin-quotations.tsx'),
    route('admin/quotations/:quotationId', 'routes/admin-quotation.tsx'),
    route('admin/notifications', 'routes/admin-notifications.tsx'),
    route('admin/notifications/sent', 'routes/admin-notifications-sent.tsx'),
    route('admin/coupons', 'routes/admin-coupons.tsx'),
    route('admin/coupons/new', 'routes/admin-coupon.tsx', { id: 'routes/admin-coupon-new' }),
    route('admin/coupons/:couponId', 'routes/admin-coupon.tsx'),
    route('admin/settings', 'routes/admin-settings.tsx'),
    route('admin/settings/brand', 'routes/admin-settings-brand.tsx'),
    route('admin/settings/business', 'routes/admin-settings-business.tsx'),
    route('admin/settings/payments', 'routes/admin-settings-payments.tsx'),
    route('admin/settings/delivery', 'routes/admin-settings-delivery.tsx'),
    route('admin/settings/staff', 'routes/admin-settings-staff.tsx'),
    route('admin/share', 'routes/admin-share.tsx'),
    route('admin/catalogue/products/:productId/photos', 'routes/admin-product-photos.tsx'),
    route('admin/catalogue/import', 'routes/admin-catalogue-import.tsx'),
    route('admin/content', 'routes/admin-content.tsx'),
    route('admin/content/page/:page', 'routes/admin-content-page.tsx'),
    route('admin/content/sections', 'routes/admin-content-sections.tsx'),
    route('admin/content/:kind', 'routes/admin-content-kind.tsx'),
    route('admin/catalogue', 'routes/admin-catalogue.tsx'),
    route('admin/catalogue/products', 'routes/admin-catalogue-products.tsx'),
    route('admin/catalogue/products/quick-add', 'routes/admin-catalogue-quick-add.tsx'),
    route('admin/catalogue/products/new', 'routes/admin-catalogue-product.tsx', {
      id: 'routes/admin-catalogue-product-new',
    }),
    route('admin/catalogue/products/:productId', 'routes/admin-catalogue-product.tsx'),
    route('admin/*', 'routes/admin-unknown-path.tsx'),
  ]),
  // The platform operator's console (decision 0076): on the operator's host only; elsewhere not found.
  route('operator/sign-in', 'routes/operator-sign-in.tsx'),
  layout('routes/operator-layout.tsx', [
    route('operator', 'routes/operator-tenants.tsx'),
    route('operator/tenants/new', 'routes/operator-new-tenant.tsx'),
    route('operator/tenants/:customerId', 'routes/operator-tenant.tsx'),
    route('operator/*', 'routes/operator-unknown-path.tsx'),
  ]),
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('home', 'routes/home-redirect.tsx'),
    route('aboutus', 'routes/about-us.tsx'),
    route('policy/:policyName', 'routes/policy.tsx'),
    // SPEC §3 switches: each answers not found in a shop that has it off.
    route('distributors', 'routes/partner-locations.tsx', { id: 'routes/distributors' }),
    route('service-centres', 'routes/partner-locations.tsx', { id: 'routes/service-centres' }),
    route('maintenance-troubleshooting', 'routes/maintenance-guides.tsx'),
    route('maintenance-troubleshooting/:guideId', 'routes/maintenance-guide.tsx'),
    route('products/:sku/:productId/:productName?', 'routes/product.tsx'),
    route('category/:categoryId/:categoryName', 'routes/category.tsx'),
    route('categories/:categoryId/:categoryName', 'routes/category.tsx', { id: 'routes/categories' }),
    route('product/list/category/:categoryId/:categoryName', 'routes/category.tsx', {
      id: 'routes/product-list-category',
    }),
    route('search/:searchTerm?', 'routes/search.tsx'),
    // Protected: a signed-out visitor goes to / (lib/require-user.server.ts).
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('payment/phonepe/status', 'routes/payment-status.tsx', { id: 'routes/payment-phonepe-status' }),
    route('payment-status', 'routes/payment-status.tsx'),
    // Where an order paid through Razorpay opens its Checkout (the gateway's own page is a script).
    route('payment/razorpay/checkout', 'routes/payment-razorpay-checkout.tsx'),
    // SPEC §2 "Protected account area": /account opens the orders; other paths its not-found page.
    route('account', 'routes/account-redirect.tsx'),
    layout('routes/account-layout.tsx', [
      route('account/orders', 'routes/account-orders.tsx'),
      route('account/order-details/:orderId', 'routes/account-order-details.tsx'),
      route('account/wishlist', 'routes/account-wishlist.tsx'),
      route('account/quotations', 'routes/account-quotations.tsx'),
      route('account/quotations/:quotationId', 'routes/account-quotation.tsx'),
      route('account/profile', 'routes/account-profile.tsx'),
      route('account/addresses', 'routes/account-addresses.tsx'),
      route('account/privacy', 'routes/account-privacy.tsx'),
      route('account/page-not-found', 'routes/account-page-not-found.tsx'),
    ]),
    route('account/*', 'routes/account-unknown-path.tsx'),
    route('account-deleted', 'routes/account-deleted.tsx'),
    route('page-not-found', 'routes/page-not-found.tsx'),
    route('*', 'routes/unknown-path.tsx'),
  ]),
] satisfies RouteConfig;
