import { z } from 'zod';
import {
  brandImageReplySchema,
  brandSettingsReplySchema,
  businessSettingsReplySchema,
  deliverySettingsReplySchema,
  paymentSettingsReplySchema,
  staffListReplySchema,
  staffMemberReplySchema,
  type BrandImageKind,
  type BrandSettings,
  type BusinessSettings,
  type DeliverySettings,
  type GatewayKeys,
  type PaymentSettings,
  type StaffInvite,
  type StaffRole,
} from './admin-settings.ts';
import { ApiError, toQueryString } from './browser-api.ts';
import { CUSTOMER_ID_HEADER, REQUEST_TIMEOUT_MS } from './constants.ts';
import {
  customerDetailsReplySchema,
  shopperFeaturesReplySchema,
  uiFeaturesReplySchema,
  type ShopperFeatures,
  type UiFeatures,
} from './customer.ts';
import { aboutReplySchema, policiesReplySchema, testimoniesReplySchema } from './content.ts';
import {
  PARTNER_PAGES,
  partnerLocationsReplySchema,
  type PartnerKind,
  type PartnerLocationsQuery,
} from './partner-locations.ts';
import {
  MAINTENANCE_GUIDES_PAGE,
  maintenanceGuideReplySchema,
  maintenanceGuidesReplySchema,
} from './maintenance-guides.ts';
import { errorEnvelopeSchema } from './errors.ts';
import {
  consentReplySchema,
  deleteAccountReplySchema,
  type ConsentBody,
  type DeleteAccountBody,
} from './privacy.ts';
import {
  adminMaintenanceGuidesReplySchema,
  adminPartnerLocationsReplySchema,
  adminProductSectionsReplySchema,
  pagesContentReplySchema,
  storefrontContentReplySchema,
  type PagesContentChange,
  type ProductSectionEdit,
  type StorefrontContentChange,
} from './admin-content.ts';
import {
  categoriesReplySchema,
  categoryProductsReplySchema,
  productDetailReplySchema,
  productSectionsReplySchema,
  recentProductsReplySchema,
  searchReplySchema,
  sitemapReplySchema,
  type CategoryProductsQuery,
  type SearchQuery,
} from './catalog.ts';
import { stockAlertsReplySchema, type StockAlertBody } from './stock-alerts.ts';
import { couponListReplySchema, couponReplySchema, type CouponBody } from './coupons.ts';
import {
  deliveryAreasReplySchema,
  deliveryCheckReplySchema,
  pincodeImportReplySchema,
  type DeliveryAreaMode,
  type PincodeImportQuery,
} from './delivery-areas.ts';
import {
  adminReviewReplySchema,
  adminReviewsReplySchema,
  helpfulReplySchema,
  productReviewsReplySchema,
  reviewSettingsReplySchema,
  type ReviewBody,
  type ReviewSort,
  type ReviewStatus,
} from './reviews.ts';
import {
  buyAgainReplySchema,
  cartDeleteReplySchema,
  cartReplySchema,
  type DeleteCartLineBody,
  type SetCartLineBody,
} from './cart.ts';
import { addressChangeReplySchema, addressListReplySchema, type AddressInput } from './addresses.ts';
import {
  orderDetailReplySchema,
  orderListReplySchema,
  orderPreviewReplySchema,
  paymentResultReplySchema,
  placeOrderReplySchema,
  retryPaymentReplySchema,
  type OrderPreviewBody,
  type PlaceOrderBody,
  type RetryPaymentBody,
} from './orders.ts';
import {
  adminRefundReplySchema,
  adminRefundsReplySchema,
  paymentCredentialsReplySchema,
  razorpayCheckoutReplySchema,
  shopperRefundsReplySchema,
  type RazorpayCheckoutResult,
  type RefundBody,
} from './payments.ts';
import {
  adminOrderDetailReplySchema,
  adminOrdersReplySchema,
  dashboardReplySchema,
  shopSharedReplySchema,
  type AdminOrdersQuery,
  type OrderActionBody,
} from './admin-orders.ts';
import {
  notificationListReplySchema,
  notificationReplySchema,
  notificationSettingsReplySchema,
  type NotificationListQuery,
  type NotificationSettings,
} from './notifications.ts';
import {
  adminCategoriesReplySchema,
  adminProductReplySchema,
  productRemovalReplySchema,
  adminProductsReplySchema,
  type AdminProductsQuery,
  type CreateCategoryBody,
  type MoveCategoryBody,
  type ProductInput,
  type UpdateCategoryBody,
} from './admin-catalog.ts';
import {
  myQuotationsReplySchema,
  quotationListReplySchema,
  quotationReplySchema,
  shopQuotationReplySchema,
  quotationRequestReplySchema,
  type QuotationAnswerBody,
  type QuotationDeclineBody,
  type QuotationRequestBody,
} from './quotations.ts';
import { favouritesReplySchema, markFavouriteReplySchema, unmarkFavouriteReplySchema } from './favourites.ts';
import {
  refreshReplySchema,
  sendOtpReplySchema,
  signoutReplySchema,
  signupReplySchema,
  userProfileReplySchema,
  validateOtpReplySchema,
  type SignupBody,
} from './auth.ts';
import {
  tenantDetailReplySchema,
  tenantListReplySchema,
  tenantReplySchema,
  type NewTenantInput,
} from './tenants.ts';
import { PROFILE_PICTURE_PATH, profileChangeReplySchema, type ProfileDetailsBody } from './profile.ts';
import { csvReportReplySchema, type CsvImportQuery } from './catalog-csv.ts';
import { settlementReplySchema, type SettlementQuery } from './admin-reports.ts';
import {
  adminReturnReplySchema,
  afterSaleReplySchema,
  type ReturnDecisionBody,
  type ReturnRequestBody,
  type ShopperCancelBody,
} from './order-returns.ts';
import {
  categoryImageReplySchema,
  productPhotosApiPath,
  productPhotosReplySchema,
  SHOP_PICTURES_API_PATH,
  shopPictureReplySchema,
} from './product-photos.ts';

/** The dev SMS provider's outbox (the API registers GET /api/dev/outbox only in that mode). */
export const devOutboxReplySchema = z.object({
  data: z.object({
    messages: z.array(
      z.object({ mobile: z.string(), otp: z.string(), text: z.string(), sentAt: z.string() }),
    ),
  }),
});

function toApiError(status: number, body: unknown): ApiError {
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (!envelope.success) return new ApiError(status, 'HTTP_ERROR', `The server answered ${status}`);
  const { code, message, requestId, retryAfter } = envelope.data.error;
  return new ApiError(status, code, message, requestId, retryAfter);
}

export { ApiError, toQueryString };

export interface ApiClientOptions {
  /** Where the API lives; '' means the same origin. */
  baseUrl: string;
  /** The tenant to speak for; omitted, the API resolves it from the host name. */
  customerId?: string;
  /** Extra headers for every call (the server-side storefront forwards Host and cookies). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Sees every failure first, and may throw something the caller understands better instead. */
  onError?: (error: ApiError) => void;
  /**
   * Sees every raw response (success or failure) before it is read: the server-side storefront collects
   * the API's Set-Cookie headers here to pass them on to the browser.
   */
  onResponse?: (response: Response) => void;
}

/** One call to the API: the reply checked against `schema`, a refusal thrown as an ApiError. */
async function callApi<S extends z.ZodType>(
  options: ApiClientOptions,
  method: string,
  path: string,
  schema: S,
  payload?: unknown,
): Promise<z.output<S>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.customerId) headers[CUSTOMER_ID_HEADER] = options.customerId;
  // No body, no content type: the API refuses an empty JSON body. A Blob (a picture) goes as it is.
  if (payload instanceof Blob) headers['content-type'] = payload.type;
  else if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await (options.fetch ?? fetch)(`${options.baseUrl}${path}`, {
    method,
    headers,
    body: payload === undefined || payload instanceof Blob ? payload : JSON.stringify(payload),
    signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
  });
  options.onResponse?.(response);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = toApiError(response.status, body);
    options.onError?.(error);
    throw error;
  }
  return schema.parse(body);
}

/** The typed API client: every reply is checked against the contract before it is used. */
export function createApiClient(options: ApiClientOptions) {
  const call = <S extends z.ZodType>(method: string, path: string, schema: S, payload?: unknown) =>
    callApi(options, method, path, schema, payload);

  return {
    getCustomerDetails: async () =>
      (await call('GET', '/api/customer/details', customerDetailsReplySchema)).data,
    /** SPEC §7: the first item of the data array. */
    getPolicies: async () => (await call('GET', '/api/customer/all-policy', policiesReplySchema)).data[0],
    getTestimonials: async () =>
      (await call('GET', '/api/customer/testimony', testimoniesReplySchema)).data.testimonies,
    /** SPEC §7: the first item's about. */
    getAbout: async () => (await call('GET', '/api/customer/about', aboutReplySchema)).data[0]?.about ?? '',
    /** Distributors or service centres (in one city, any case), and every city they are in. */
    getPartnerLocations: async (kind: PartnerKind, query: PartnerLocationsQuery = {}) =>
      (
        await call(
          'GET',
          `${PARTNER_PAGES[kind].apiPath}?${toQueryString(query)}`,
          partnerLocationsReplySchema,
        )
      ).data,
    getMaintenanceGuides: async () =>
      (await call('GET', MAINTENANCE_GUIDES_PAGE.apiPath, maintenanceGuidesReplySchema)).data.guides,
    getMaintenanceGuide: async (guideId: string) =>
      (
        await call(
          'GET',
          `${MAINTENANCE_GUIDES_PAGE.apiPath}/${encodeURIComponent(guideId)}`,
          maintenanceGuideReplySchema,
        )
      ).data.guide,

    /** SPEC §7: the whole category tree. */
    getCategories: async () =>
      (await call('GET', '/api/catalog/category', categoriesReplySchema)).data.categories,
    /** A page of a category's products (and its subcategories'), with brand counts and price range. */
    getCategoryProducts: async (query: CategoryProductsQuery) =>
      (
        await call(
          'GET',
          `/api/catalog/products/categoryId?${toQueryString(query)}`,
          categoryProductsReplySchema,
        )
      ).data,
    getProduct: async (productId: string) =>
      (await call('GET', `/api/catalog/product/${encodeURIComponent(productId)}`, productDetailReplySchema))
        .data,
    getRecentProducts: async () =>
      (await call('GET', '/api/catalog/products/recent', recentProductsReplySchema)).data,
    getProductSections: async () =>
      (await call('GET', '/api/catalog/product/section', productSectionsReplySchema)).data.productSections,
    /** Every category and (up to SITEMAP_MAX_PRODUCTS) visible product, for the sitemap. */
    getSitemapEntries: async () => (await call('GET', '/api/catalog/sitemap', sitemapReplySchema)).data,
    search: async (query: SearchQuery) =>
      (await call('GET', `/api/search/alldata?${toQueryString(query)}`, searchReplySchema)).data,

    /** SPEC §4: request a one-time code; the reply says when a resend is allowed. */
    sendOtp: async (mobile: string) =>
      (await call('POST', '/api/auth/signin/send-otp', sendOtpReplySchema, { mobile })).data,
    /** A session for a known shopper, or "SIGNUP_NO_USER" for a verified new number. */
    validateOtp: async (mobile: string, otp: string) =>
      (await call('POST', '/api/auth/signin/validate-otp', validateOtpReplySchema, { mobile, otp })).data,
    signup: async (body: SignupBody) =>
      (await call('POST', '/api/auth/signup', signupReplySchema, body)).data,
    /** Silent login: the signed-in user (401 without a session). */
    getUserProfile: async () =>
      (await call('GET', '/api/auth/getUserProfile', userProfileReplySchema)).data.user,
    /** The signed-in user's own name and email (SPEC §5 rules); answers the changed user. */
    updateProfile: async (body: ProfileDetailsBody) =>
      (await call('PUT', '/api/user/me', profileChangeReplySchema, body)).data.user,
    /** Sets the user's picture: a PNG, JPEG or WebP Blob of up to 1 MiB, sent with its type. */
    uploadProfilePicture: async (picture: Blob) =>
      (await call('PUT', PROFILE_PICTURE_PATH, profileChangeReplySchema, picture)).data.user,
    removeProfilePicture: async () =>
      (await call('DELETE', PROFILE_PICTURE_PATH, profileChangeReplySchema)).data.user,
    /** Decision 0093: where the shopper stands on marketing messages. */
    getMarketingConsent: async () =>
      (await call('GET', '/api/privacy/consent', consentReplySchema)).data.consent,
    answerMarketingConsent: async (body: ConsentBody) =>
      (await call('PUT', '/api/privacy/consent', consentReplySchema, body)).data.consent,
    /** Deletes the signed-in shopper's account; their orders stay with their name masked. */
    deleteAccount: async (body: DeleteAccountBody) =>
      (await call('POST', '/api/privacy/delete-account', deleteAccountReplySchema, body)).data,
    /** Swaps the refresh token (the cookie, with an empty JSON body) for a new pair. */
    refreshSession: async () => (await call('POST', '/api/auth/refresh', refreshReplySchema, {})).data,
    signout: async () => (await call('POST', '/api/auth/signout', signoutReplySchema, {})).data,
    /** SPEC §7: the signed-in shopper's cart (`data.data`). */
    getCart: async () => (await call('GET', '/api/cart/v2', cartReplySchema)).data.data,
    /** Sets a line's quantity (adding the line when new); 0 or less removes it. */
    setCartLine: async (body: SetCartLineBody) =>
      (await call('POST', '/api/cart/v2', cartReplySchema, body)).data.data,
    deleteCartLine: async (body: DeleteCartLineBody) =>
      (await call('POST', '/api/cart/v2/delete', cartDeleteReplySchema, body)).data.data.cart,
    /** SPEC §7: the first entry's items. */
    getFavourites: async () =>
      (await call('GET', '/api/favourite', favouritesReplySchema)).data.favourite[0]?.items ?? [],
    markFavourite: async (productId: string) =>
      (await call('POST', '/api/favourite', markFavouriteReplySchema, { productId })).data.favourite.items,
    unmarkFavourite: async (productId: string) =>
      (await call('DELETE', `/api/favourite/${encodeURIComponent(productId)}`, unmarkFavouriteReplySchema))
        .data.favouriteItem.items,
    /** SPEC §7: the first entry's addresses. */
    getAddresses: async () =>
      (await call('GET', '/api/auth/yourAddress', addressListReplySchema)).data[0]?.addresses ?? [],
    addAddress: async (address: AddressInput) =>
      (await call('POST', '/api/auth/yourAddress', addressChangeReplySchema, { address })).data.addresses,
    updateAddress: async (addressIndex: number, address: AddressInput) =>
      (await call('PUT', `/api/auth/yourAddress/${addressIndex}`, addressChangeReplySchema, { address })).data
        .addresses,
    deleteAddress: async (addressIndex: number) =>
      (await call('DELETE', `/api/auth/yourAddress/${addressIndex}`, addressChangeReplySchema)).data
        .addresses,

    previewOrder: async (body: OrderPreviewBody) =>
      (await call('POST', '/api/order/update/cart-order', orderPreviewReplySchema, body)).data,
    /** Places the order: `order.paymentOrderRef.paymentUrl` is where an online payment continues. */
    placeOrder: async (body: PlaceOrderBody) =>
      (await call('POST', '/api/order/payable/amount/v2', placeOrderReplySchema, body)).data,
    verifyPayment: async (paymentOrderId: string) =>
      (await call('PUT', '/api/order/web', paymentResultReplySchema, { paymentOrderId })).data,
    cancelPayment: async (orderId: string) =>
      (await call('POST', '/api/order/web/cancel', paymentResultReplySchema, { orderId })).data,
    /** A new payment attempt for the same unpaid order: answers its payment page. */
    retryPayment: async (body: RetryPaymentBody) =>
      (await call('POST', '/api/order/web/retry', retryPaymentReplySchema, body)).data,
    /** What Razorpay Checkout opens with, for the shopper's own pending payment. */
    getRazorpayCheckout: async (paymentOrderId: string) =>
      (
        await call(
          'GET',
          `/api/payment/razorpay/checkout/${encodeURIComponent(paymentOrderId)}`,
          razorpayCheckoutReplySchema,
        )
      ).data,
    /** Checkout's signed result: verified on the server, then the payment is settled. */
    confirmRazorpayCheckout: async (result: RazorpayCheckoutResult) =>
      (await call('POST', '/api/payment/razorpay/checkout', paymentResultReplySchema, result)).data,
    getPaymentCredentials: async () =>
      (await call('GET', '/api/payment/credentials', paymentCredentialsReplySchema)).data,
    /** SPEC §7: `data.result`, newest first. */
    getOrders: async () => (await call('GET', '/api/order/all', orderListReplySchema)).data.result,
    getOrder: async (orderId: string) =>
      (await call('GET', `/api/order/${encodeURIComponent(orderId)}`, orderDetailReplySchema)).data,
    /** The money going or gone back to the shopper for an order. */
    getOrderRefunds: async (orderId: string) =>
      (await call('GET', `/api/order/${encodeURIComponent(orderId)}/refunds`, shopperRefundsReplySchema))
        .data,
    /** Puts a past order's still-available lines back in the cart. */
    buyAgain: async (orderId: string) =>
      (await call('POST', `/api/order/${encodeURIComponent(orderId)}/buy-again`, buyAgainReplySchema)).data,

    /** What the shopper may do with the order now: cancel, ask for a return (decision 0090). */
    getOrderAfterSale: async (orderId: string) =>
      (await call('GET', `/api/order/${encodeURIComponent(orderId)}/after-sale`, afterSaleReplySchema)).data,
    cancelOrder: async (orderId: string, body: ShopperCancelBody = {}) =>
      (await call('POST', `/api/order/${encodeURIComponent(orderId)}/cancel`, orderDetailReplySchema, body))
        .data,
    requestReturn: async (orderId: string, body: ReturnRequestBody) =>
      (await call('POST', `/api/order/${encodeURIComponent(orderId)}/return`, afterSaleReplySchema, body))
        .data,
    /** A photo on the shopper's open return request: a PNG, JPEG or WebP Blob, sent with its type. */
    addReturnPhoto: async (orderId: string, photo: Blob) =>
      (
        await call(
          'POST',
          `/api/order/${encodeURIComponent(orderId)}/return/photos`,
          afterSaleReplySchema,
          photo,
        )
      ).data,

    /** The owner console (the shop's staff only). */
    getDashboard: async () => (await call('GET', '/api/admin/dashboard', dashboardReplySchema)).data,
    /** Owner only: the shop's link was shared, the setup checklist's last step. */
    markShopShared: async () =>
      (await call('POST', '/api/admin/setup/shared', shopSharedReplySchema, {})).data,
    /** Owner only: per India day, paid online, refunded, COD collected and net. */
    getSettlementReport: async (query: SettlementQuery) =>
      (await call('GET', `/api/admin/reports/settlement?${toQueryString(query)}`, settlementReplySchema))
        .data,
    getAdminOrders: async (query: AdminOrdersQuery) =>
      (await call('GET', `/api/admin/orders?${toQueryString(query)}`, adminOrdersReplySchema)).data,
    getAdminOrder: async (orderId: string) =>
      (await call('GET', `/api/admin/orders/${encodeURIComponent(orderId)}`, adminOrderDetailReplySchema))
        .data,
    getAdminReturn: async (orderId: string) =>
      (await call('GET', `/api/admin/orders/${encodeURIComponent(orderId)}/return`, adminReturnReplySchema))
        .data.request,
    decideReturn: async (orderId: string, body: ReturnDecisionBody) =>
      (
        await call(
          'POST',
          `/api/admin/orders/${encodeURIComponent(orderId)}/return`,
          adminReturnReplySchema,
          body,
        )
      ).data.request,
    actOnOrder: async (orderId: string, body: OrderActionBody) =>
      (
        await call(
          'POST',
          `/api/admin/orders/${encodeURIComponent(orderId)}/actions`,
          adminOrderDetailReplySchema,
          body,
        )
      ).data,
    getAdminRefunds: async (orderId: string) =>
      (await call('GET', `/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, adminRefundsReplySchema))
        .data,
    /** The owner only; the same idempotency key twice is one refund. */
    refundOrder: async (orderId: string, body: RefundBody) =>
      (
        await call(
          'POST',
          `/api/admin/orders/${encodeURIComponent(orderId)}/refunds`,
          adminRefundReplySchema,
          body,
        )
      ).data,
    getNotifications: async (query: NotificationListQuery) =>
      (await call('GET', `/api/admin/notifications?${toQueryString(query)}`, notificationListReplySchema))
        .data.notifications,
    /** A failed notification goes out again with a fresh set of tries. */
    retryNotification: async (notificationId: string) =>
      (
        await call(
          'POST',
          `/api/admin/notifications/${encodeURIComponent(notificationId)}/retry`,
          notificationReplySchema,
        )
      ).data,
    /** The shop owner only (ADMIN). */
    getNotificationSettings: async () =>
      (await call('GET', '/api/admin/notifications/settings', notificationSettingsReplySchema)).data,
    saveNotificationSettings: async (settings: NotificationSettings) =>
      (await call('PUT', '/api/admin/notifications/settings', notificationSettingsReplySchema, settings))
        .data,
    /** The owner's content editors (decision 0073). */
    getStorefrontContent: async () =>
      (await call('GET', '/api/admin/content/storefront', storefrontContentReplySchema)).data,
    changeStorefrontContent: async (change: StorefrontContentChange) =>
      (await call('PATCH', '/api/admin/content/storefront', storefrontContentReplySchema, change)).data,
    getPagesContent: async () =>
      (await call('GET', '/api/admin/content/pages', pagesContentReplySchema)).data,
    changePagesContent: async (change: PagesContentChange) =>
      (await call('PATCH', '/api/admin/content/pages', pagesContentReplySchema, change)).data,
    getOwnerProductSections: async () =>
      (await call('GET', '/api/admin/content/product-sections', adminProductSectionsReplySchema)).data
        .sections,
    saveProductSections: async (sections: ProductSectionEdit[]) =>
      (
        await call('PUT', '/api/admin/content/product-sections', adminProductSectionsReplySchema, {
          sections,
        })
      ).data.sections,
    getOwnerPartnerLocations: async (kind: PartnerKind) =>
      (await call('GET', `/api/admin/content/partner-locations/${kind}`, adminPartnerLocationsReplySchema))
        .data.locations,
    savePartnerLocations: async (kind: PartnerKind, locations: unknown[]) =>
      (
        await call('PUT', `/api/admin/content/partner-locations/${kind}`, adminPartnerLocationsReplySchema, {
          locations,
        })
      ).data.locations,
    getOwnerMaintenanceGuides: async () =>
      (await call('GET', '/api/admin/content/maintenance-guides', adminMaintenanceGuidesReplySchema)).data
        .guides,
    saveMaintenanceGuides: async (guides: unknown[]) =>
      (
        await call('PUT', '/api/admin/content/maintenance-guides', adminMaintenanceGuidesReplySchema, {
          guides,
        })
      ).data.guides,
    /** The catalogue (the owner only); each category change answers the whole tree as it now is. */
    getAdminCategories: async () =>
      (await call('GET', '/api/admin/catalog/categories', adminCategoriesReplySchema)).data.categories,
    addCategory: async (body: CreateCategoryBody) =>
      (await call('POST', '/api/admin/catalog/categories', adminCategoriesReplySchema, body)).data.categories,
    updateCategory: async (categoryId: string, body: UpdateCategoryBody) =>
      (await call('PATCH', adminCategoryPath(categoryId), adminCategoriesReplySchema, body)).data.categories,
    moveCategory: async (categoryId: string, body: MoveCategoryBody) =>
      (await call('POST', `${adminCategoryPath(categoryId)}/move`, adminCategoriesReplySchema, body)).data
        .categories,
    deleteCategory: async (categoryId: string) =>
      (await call('DELETE', adminCategoryPath(categoryId), adminCategoriesReplySchema)).data.categories,
    getAdminProducts: async (query: AdminProductsQuery) =>
      (await call('GET', `/api/admin/catalog/products?${toQueryString(query)}`, adminProductsReplySchema))
        .data,
    getAdminProduct: async (productId: string) =>
      (await call('GET', adminProductPath(productId), adminProductReplySchema)).data.product,
    createProduct: async (body: ProductInput) =>
      (await call('POST', '/api/admin/catalog/products', adminProductReplySchema, body)).data.product,
    updateProduct: async (productId: string, body: ProductInput) =>
      (await call('PUT', adminProductPath(productId), adminProductReplySchema, body)).data.product,
    /** Deletes the product, or hides it when orders name it; the reply says which. */
    removeProduct: async (productId: string) =>
      (await call('DELETE', adminProductPath(productId), productRemovalReplySchema)).data,
    changeUiFeatures: async (change: Partial<UiFeatures>) =>
      (await call('PATCH', '/api/admin/customer/ui-features', uiFeaturesReplySchema, change)).data.uiFeatures,
    changeShopperFeatures: async (change: Partial<ShopperFeatures>) =>
      (await call('PATCH', '/api/admin/customer/shopper-features', shopperFeaturesReplySchema, change)).data
        .shopperFeatures,
    getBrandSettings: async () =>
      (await call('GET', '/api/admin/settings/brand', brandSettingsReplySchema)).data,
    saveBrandSettings: async (brand: BrandSettings) =>
      (await call('PUT', '/api/admin/settings/brand', brandSettingsReplySchema, brand)).data,
    /** A PNG, JPEG or WebP as it is; answers the address the brand now names. */
    uploadBrandImage: async (kind: BrandImageKind, image: Blob) =>
      (
        await call(
          'PUT',
          `/api/admin/settings/brand/${encodeURIComponent(kind)}`,
          brandImageReplySchema,
          image,
        )
      ).data.url,
    getPaymentSettings: async () =>
      (await call('GET', '/api/admin/settings/payments', paymentSettingsReplySchema)).data,
    savePaymentSettings: async (settings: PaymentSettings) =>
      (await call('PUT', '/api/admin/settings/payments', paymentSettingsReplySchema, settings)).data,
    /** The secrets go one way: the reply shows their last 4 characters only. */
    saveGatewayKeys: async (keys: GatewayKeys) =>
      (await call('PUT', '/api/admin/settings/payments/gateway', paymentSettingsReplySchema, keys)).data,
    getBusinessSettings: async () =>
      (await call('GET', '/api/admin/settings/business', businessSettingsReplySchema)).data,
    saveBusinessSettings: async (settings: BusinessSettings) =>
      (await call('PUT', '/api/admin/settings/business', businessSettingsReplySchema, settings)).data,
    getDeliverySettings: async () =>
      (await call('GET', '/api/admin/settings/delivery', deliverySettingsReplySchema)).data,
    saveDeliverySettings: async (settings: DeliverySettings) =>
      (await call('PUT', '/api/admin/settings/delivery', deliverySettingsReplySchema, settings)).data,
    getDeliveryAreas: async () =>
      (await call('GET', '/api/admin/delivery-areas', deliveryAreasReplySchema)).data,
    setDeliveryAreaMode: async (mode: DeliveryAreaMode) =>
      (await call('PUT', '/api/admin/delivery-areas/mode', deliveryAreasReplySchema, { mode })).data,
    /** The CSV replaces the list; `check` lists its problems first and writes nothing. */
    importPincodes: async (csv: Blob, query: PincodeImportQuery) =>
      await call(
        'PUT',
        `/api/admin/delivery-areas/pincodes?${toQueryString(query)}`,
        pincodeImportReplySchema,
        csv,
      ),
    checkDelivery: async (pincode: string) =>
      (await call('GET', `/api/delivery/check?${toQueryString({ pincode })}`, deliveryCheckReplySchema)).data,
    getCoupons: async () => (await call('GET', '/api/admin/coupons', couponListReplySchema)).data.result,
    createCoupon: async (coupon: CouponBody) =>
      (await call('POST', '/api/admin/coupons', couponReplySchema, coupon)).data,
    updateCoupon: async (couponId: string, coupon: CouponBody) =>
      (await call('PUT', `/api/admin/coupons/${encodeURIComponent(couponId)}`, couponReplySchema, coupon))
        .data,
    setCouponPaused: async (couponId: string, paused: boolean) =>
      (
        await call('PUT', `/api/admin/coupons/${encodeURIComponent(couponId)}/paused`, couponReplySchema, {
          paused,
        })
      ).data,
    getStaff: async () => (await call('GET', '/api/admin/staff', staffListReplySchema)).data,
    inviteStaff: async (invite: StaffInvite) =>
      (await call('POST', '/api/admin/staff', staffMemberReplySchema, invite)).data,
    changeStaffRole: async (userId: string, role: StaffRole) =>
      (
        await call('PATCH', `/api/admin/staff/${encodeURIComponent(userId)}`, staffMemberReplySchema, {
          role,
        })
      ).data,
    removeStaff: async (userId: string) =>
      (await call('DELETE', `/api/admin/staff/${encodeURIComponent(userId)}`, staffListReplySchema)).data,

    /** The owner's product photos (decision 0067): upload one, or keep some in a new order. */
    getProductPhotos: async (productId: string) =>
      (await call('GET', productPhotosApiPath(productId), productPhotosReplySchema)).data,
    addProductPhoto: async (productId: string, photo: Blob) =>
      await call('POST', productPhotosApiPath(productId), productPhotosReplySchema, photo),
    /** A category's picture, encoded like a product photo; answers the address its image now names. */
    uploadShopPicture: async (picture: Blob) =>
      (await call('POST', SHOP_PICTURES_API_PATH, shopPictureReplySchema, picture)).data,
    uploadCategoryImage: async (categoryId: string, picture: Blob) =>
      (await call('PUT', `${adminCategoryPath(categoryId)}/image`, categoryImageReplySchema, picture)).data,
    arrangeProductPhotos: async (productId: string, images: string[]) =>
      await call('PUT', productPhotosApiPath(productId), productPhotosReplySchema, { images }),
    /** The catalogue CSV (decision 0068): `check` is the dry run; `write` imports, all rows or none. */
    importCatalogCsv: async (csv: Blob, query: CsvImportQuery) =>
      await call('POST', `/api/admin/catalog/import?${toQueryString(query)}`, csvReportReplySchema, csv),

    /** SPEC §3 showQuotationRequest: the stored request and the shop's thank-you. */
    /** "Notify me when back in stock": answers every line the shopper is now waiting for. */
    waitForStock: async (body: StockAlertBody) =>
      (await call('POST', '/api/stock-alerts', stockAlertsReplySchema, body)).data.waiting,
    /** A product's rating and reviews from verified buyers, and the shopper's own part (issue 26). */
    getProductReviews: async (productId: string, sort: ReviewSort = 'helpful') =>
      (
        await call(
          'GET',
          `/api/reviews/product/${encodeURIComponent(productId)}?${toQueryString({ sort })}`,
          productReviewsReplySchema,
        )
      ).data,
    writeReview: async (productId: string, body: ReviewBody) =>
      (
        await call(
          'PUT',
          `/api/reviews/product/${encodeURIComponent(productId)}`,
          productReviewsReplySchema,
          body,
        )
      ).data,
    /** A photo on the shopper's own review: a PNG, JPEG or WebP Blob, sent with its type. */
    addReviewPhoto: async (productId: string, photo: Blob) =>
      (
        await call(
          'POST',
          `/api/reviews/product/${encodeURIComponent(productId)}/photos`,
          productReviewsReplySchema,
          photo,
        )
      ).data,
    removeReviewPhoto: async (productId: string, imageId: string) =>
      (
        await call(
          'DELETE',
          `/api/reviews/product/${encodeURIComponent(productId)}/photos/${encodeURIComponent(imageId)}`,
          productReviewsReplySchema,
        )
      ).data,
    markReviewHelpful: async (reviewId: string) =>
      (await call('POST', `/api/reviews/${encodeURIComponent(reviewId)}/helpful`, helpfulReplySchema)).data,
    getAdminReviews: async (status: ReviewStatus | 'ALL' = 'ALL') =>
      (await call('GET', `/api/admin/reviews?${toQueryString({ status })}`, adminReviewsReplySchema)).data,
    setReviewHidden: async (reviewId: string, hidden: boolean) =>
      (
        await call(
          'POST',
          `/api/admin/reviews/${encodeURIComponent(reviewId)}/visibility`,
          adminReviewReplySchema,
          { hidden },
        )
      ).data,
    setReviewsEnabled: async (enabled: boolean) =>
      (await call('PUT', '/api/admin/reviews/settings', reviewSettingsReplySchema, { enabled })).data.enabled,
    requestQuotation: async (body: QuotationRequestBody) =>
      await call('POST', '/api/quotation', quotationRequestReplySchema, body),
    /** "My quotation requests" (decision 0092). */
    getMyQuotations: async () =>
      (await call('GET', '/api/account/quotations', myQuotationsReplySchema)).data.quotations,
    getMyQuotation: async (quotationId: string) =>
      (await call('GET', `/api/account/quotations/${encodeURIComponent(quotationId)}`, quotationReplySchema))
        .data.quotation,
    getShopQuotations: async (page = 1) =>
      (await call('GET', `/api/admin/quotations?${toQueryString({ page })}`, quotationListReplySchema)).data,
    /** The request, and the product as the catalogue has it now. */
    getShopQuotation: async (quotationId: string) =>
      (
        await call(
          'GET',
          `/api/admin/quotations/${encodeURIComponent(quotationId)}`,
          shopQuotationReplySchema,
        )
      ).data,
    quoteQuotation: async (quotationId: string, body: QuotationAnswerBody) =>
      (
        await call(
          'PUT',
          `/api/admin/quotations/${encodeURIComponent(quotationId)}/quote`,
          quotationReplySchema,
          body,
        )
      ).data.quotation,
    declineQuotation: async (quotationId: string, body: QuotationDeclineBody) =>
      (
        await call(
          'PUT',
          `/api/admin/quotations/${encodeURIComponent(quotationId)}/declined`,
          quotationReplySchema,
          body,
        )
      ).data.quotation,

    /** The platform operator's console (on the operator's host only; 404 on a shop's). */
    getTenants: async () => (await call('GET', '/api/operator/tenants', tenantListReplySchema)).data.tenants,
    /** The shop, and the welcome message its owner was sent. */
    getTenant: async (customerId: string) =>
      (await call('GET', `/api/operator/tenants/${encodeURIComponent(customerId)}`, tenantDetailReplySchema))
        .data,
    createTenant: async (tenant: NewTenantInput) =>
      (await call('POST', '/api/operator/tenants', tenantReplySchema, tenant)).data.tenant,
    addTenantHost: async (customerId: string, host: string) =>
      (
        await call(
          'POST',
          `/api/operator/tenants/${encodeURIComponent(customerId)}/hosts`,
          tenantReplySchema,
          {
            host,
          },
        )
      ).data.tenant,
    removeTenantHost: async (customerId: string, host: string) =>
      (
        await call(
          'DELETE',
          `/api/operator/tenants/${encodeURIComponent(customerId)}/hosts/${encodeURIComponent(host)}`,
          tenantReplySchema,
        )
      ).data.tenant,

    /** Dev SMS mode only (404 otherwise): the codes "sent" to a number, newest first. */
    getDevOutbox: async (mobile: string) =>
      (await call('GET', `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`, devOutboxReplySchema)).data
        .messages,
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

const adminCategoryPath = (categoryId: string) =>
  `/api/admin/catalog/categories/${encodeURIComponent(categoryId)}`;
const adminProductPath = (productId: string) =>
  `/api/admin/catalog/products/${encodeURIComponent(productId)}`;
