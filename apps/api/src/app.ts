import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { refuseDemoSecrets } from './db/seed/seed.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { databaseCounters, redisCounters } from './lib/counters.ts';
import { createRedis } from './lib/redis.ts';
import { loadOrCreateSecret } from './lib/secrets.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { REFRESH_COOKIE, registerAuthentication, SESSION_COOKIE } from './plugins/auth.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { devOutboxRoutes } from './modules/auth/dev-outbox.routes.ts';
import { profileRoutes } from './modules/auth/profile.routes.ts';
import { createProfileService } from './modules/auth/profile.service.ts';
import { createKnownDevicesService } from './modules/auth/known-devices.service.ts';
import { createOtpService } from './modules/auth/otp.service.ts';
import { createSessionsService } from './modules/auth/sessions.service.ts';
import { createSmsProvider } from './modules/auth/sms/create-sms-provider.ts';
import { createUsersService } from './modules/auth/users.service.ts';
import {
  answerClientError,
  answerFrameworkError,
  refuseRequestsWithoutHost,
  registerErrorHandling,
} from './plugins/errors.ts';
import { registerHealthChecks } from './plugins/health.ts';
import { loggerOptions } from './plugins/log-redaction.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { replySerializerCompiler } from './plugins/reply-serializer.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerStorefront } from './plugins/storefront.ts';
import { resolveTenantOnEveryRequest } from './plugins/tenant.ts';
import { refuseNulCharacters } from './plugins/nul-characters.ts';
import { createCatalogReplies } from './plugins/http-cache.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { stockAlertsRoutes } from './modules/stock-alerts/stock-alerts.routes.ts';
import { couponsRoutes } from './modules/coupons/coupons.routes.ts';
import { createCouponsService } from './modules/coupons/coupons.service.ts';
import { deliveryAreasRoutes } from './modules/delivery-areas/delivery-areas.routes.ts';
import { createDeliveryAreasService } from './modules/delivery-areas/delivery-areas.service.ts';
import { createStockAlertsService } from './modules/stock-alerts/stock-alerts.service.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { sendStockAlerts } from './workflows/stock-alerts.ts';
import { favouritesRoutes } from './modules/favourites/favourites.routes.ts';
import { createFavouritesService } from './modules/favourites/favourites.service.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { adminCatalogRoutes } from './modules/catalog/admin-catalog.routes.ts';
import { createCatalogAdminService } from './modules/catalog/catalog-admin.service.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { productPhotosRoutes } from './modules/catalog/product-photos.routes.ts';
import { catalogCsvRoutes } from './modules/catalog/catalog-csv.routes.ts';
import { createCatalogCsvService } from './modules/catalog/catalog-csv.service.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { createCmsService } from './modules/cms/cms.service.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createProductIndexes } from './modules/search/product-indexes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { cmsRoutes } from './modules/cms/cms.routes.ts';
import { createTenantsService } from './modules/tenants/tenants.service.ts';
import { tenantsRoutes } from './modules/tenants/tenants.routes.ts';
import { operatorRoutes } from './modules/tenants/operator.routes.ts';
import { TENANTS_CHANGED } from './db/notify-channels.ts';
import { setUpOperators } from './workflows/tenant-setup.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { createAddressesService } from './modules/addresses/addresses.service.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { productSectionsRoutes } from './modules/catalog/product-sections.routes.ts';
import { createProductSectionsService } from './modules/catalog/product-sections.service.ts';
import { adminOrdersRoutes } from './modules/orders/admin-orders.routes.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { paymentSettingsRoutes } from './modules/payments/payment-settings.routes.ts';
import { createStaffService } from './modules/auth/staff.service.ts';
import { staffRoutes } from './modules/auth/staff.routes.ts';
import { quotationsRoutes } from './modules/quotations/quotations.routes.ts';
import { createQuotationsService } from './modules/quotations/quotations.service.ts';
import { razorpaySandboxRoutes } from './modules/payments/sandbox/razorpay-sandbox.routes.ts';
import { PHONEPE_WEBHOOK_PATH } from './modules/payments/payments.routes.ts';
import { sandboxGatewayRoutes } from './modules/payments/sandbox/sandbox-gateway.routes.ts';
import { partnerLocationsRoutes } from './modules/partner-locations/partner-locations.routes.ts';
import { createPartnerLocationsService } from './modules/partner-locations/partner-locations.service.ts';
import { maintenanceGuidesRoutes } from './modules/maintenance-guides/maintenance-guides.routes.ts';
import { createMaintenanceGuidesService } from './modules/maintenance-guides/maintenance-guides.service.ts';
import { runPaymentsJob } from './workflows/reconcile-payments.ts';
import { refundsRoutes } from './modules/payments/refunds.routes.ts';
import { createSenders, usesDevOutbox } from './modules/notifications/channels/create-senders.ts';
import {
  createNotificationWorker,
  runNotificationWorker,
} from './modules/notifications/notification-worker.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { devNotificationsRoutes, notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { apiRoot } from './paths.ts';

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;
const mediaRoot = fileURLToPath(new URL('media', apiRoot));

export interface AppDeps {
  database: Database;
  /** Where the JSON log lines go; stdout unless given. */
  logStream?: DestinationStream;
}

/** The whole server, not yet listening: plugins first, then the API modules, then the storefront. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  if (config.mode === 'production') await refuseDemoSecrets(deps.database.db);
  const { trustProxy } = config;
  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), stream: deps.logStream },
    // Fastify trusts no one for a bare hop count; proxy-addr's hop function trusts that many.
    trustProxy: typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy,
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Node answers a request without Host itself, with a bare 400; refuseRequestsWithoutHost answers it.
    http: { requireHostHeader: false },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // The shop is the Host the balancer passes on; X-Forwarded-Host is whatever the client wrote.
    delete request.raw.headers['x-forwarded-host'];
  });

  const redis = config.redisUrl ? createRedis(config.redisUrl, app.log) : null;
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });

  registerErrorHandling(app);
  refuseRequestsWithoutHost(app);
  await registerSecurityHeaders(app, { isProduction: config.isProduction });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await registerOpenApi(app, { token: config.docsToken });
  registerHealthChecks(app, { database: deps.database, redis });
  registerMetrics(app, { database: deps.database, token: config.metricsToken });

  // Before the server listens (an app driven by inject alone) the configured port stands in.
  const listeningPort = () => (app.server.address() as AddressInfo | null)?.port ?? config.port;
  const tenants = createTenantsService(deps.database.db, {
    defaultCustomerId: config.defaultCustomerId,
    listeningPort,
  });
  const stopTenantNotifications = await deps.database.listen(
    TENANTS_CHANGED,
    tenants.forget,
    tenants.forgetAll,
  );
  app.addHook('onClose', () => stopTenantNotifications());
  if (config.operator.hosts.size) await setUpOperators(deps.database.db, config.operator.mobiles);
  const tenantSetup = { db: deps.database.db, reservedHosts: config.operator.hosts, tenants };
  const cms = createCmsService(deps.database.db);
  const partnerLocations = createPartnerLocationsService(deps.database.db);
  const guides = createMaintenanceGuidesService(deps.database.db);
  const catalog = createCatalogService(deps.database.db);
  const productIndexes = await createProductIndexes(deps.database, {
    minProducts: config.searchIndexMinProducts,
    onError: (error, customerId) =>
      app.log.warn({ err: error, customerId }, 'search index not built or not brought up to date'),
  });
  app.decorate('productIndexes', productIndexes);
  app.addHook('onClose', () => productIndexes.close());
  // Built after the server is ready: PostgreSQL answers a shop's searches until its index is.
  app.addHook('onReady', async () => {
    void productIndexes
      .warmAll()
      .catch((error: unknown) => app.log.warn({ err: error }, 'search indexes not built at start'));
  });
  const search = createSearchService(deps.database.db, productIndexes);
  const favourites = createFavouritesService(deps.database.db, tenants);
  const addresses = createAddressesService(deps.database.db);
  const orders = createOrdersService(deps.database.db);
  const coupons = createCouponsService(deps.database.db);
  const deliveryAreas = createDeliveryAreasService(deps.database.db);
  const quotations = createQuotationsService(deps.database.db);
  const payments = createPaymentsService(deps.database.db, {
    sandboxBaseUrl: () => config.paymentSandboxUrl ?? `http://127.0.0.1:${listeningPort()}/sandbox-gateway`,
    // Production refuses to start without the key; the demo keeps its own beside the data (decision 0071).
    secretBox: createSecretBox(
      config.settingsEncryptionKey ?? (await loadOrCreateSecret(deps.database.db, 'settings-encryption')),
    ),
  });
  const catalogReplies = await createCatalogReplies(deps.database, {
    maxBytes: config.catalogCacheBytes,
    currentStock: catalog.withCurrentStock,
  });
  app.addHook('onClose', () => catalogReplies.close());
  // Read-your-writes: an owner's successful change drops the shop's catalogue replies here before the
  // answer goes out; other instances drop them on the catalog_changed notification.
  app.addHook('onSend', async (request, reply) => {
    const change = request.method !== 'GET' && request.method !== 'HEAD';
    if (change && reply.statusCode < 400 && request.url.startsWith('/api/admin/') && request.customerId) {
      catalogReplies.forget(request.customerId);
      productIndexes.changedHere(request.customerId);
    }
  });
  const cart = createCartService(deps.database.db, tenants);
  const { db } = deps.database;
  const [signingKey, hmacKey] = await Promise.all([
    loadOrCreateSecret(db, 'access-token-signing'),
    loadOrCreateSecret(db, 'otp-hmac'),
  ]);
  const sms = createSmsProvider(config.sms, app.log);
  const notifications = createNotificationsService(db);
  const notificationSenders = createSenders(config.sms, config.notifications);
  const users = createUsersService(db);
  const stockAlertDeps = { db, stockAlerts: createStockAlertsService(db), users };
  const profile = createProfileService(db);
  const sessions = createSessionsService({ db, signingKey });
  const devices = createKnownDevicesService({ db });
  const counters = redis ? redisCounters(redis, config.redisKeyPrefix) : databaseCounters(db);
  const otp = createOtpService({
    db,
    counters,
    sms: sms.provider,
    hmacKey,
    shopName: async (customerId) =>
      (await tenants.getCustomerConfig(customerId))?.brandDetails[0]?.appName ?? 'shop',
    sendsPerIpPerHour: config.otpSendsPerIpPerHour,
  });

  await app.register(
    async (api) => {
      resolveTenantOnEveryRequest(api, tenants, config.operator.hosts);
      refuseNulCharacters(api);
      const cookies = registerAuthentication(api, { sessions, secureCookies: config.isProduction });
      await api.register(tenantsRoutes, { tenants });
      await api.register(operatorRoutes, { setup: tenantSetup });
      await api.register(cmsRoutes, { cms });
      await api.register(partnerLocationsRoutes, { partnerLocations, tenants });
      await api.register(maintenanceGuidesRoutes, { guides, tenants });
      await api.register(catalogRoutes, { catalog, replies: catalogReplies, tenants });
      await api.register(productSectionsRoutes, { sections: createProductSectionsService(db) });
      await api.register(searchRoutes, { search, replies: catalogReplies, tenants });
      await api.register(cartRoutes, { cart });
      await api.register(favouritesRoutes, { favourites });
      await api.register(addressesRoutes, { addresses });
      await api.register(ordersRoutes, {
        db,
        tenants,
        addresses,
        payments,
        orders,
        cart,
        coupons,
        deliveryAreas,
        counters,
      });
      await api.register(couponsRoutes, { db, coupons });
      await api.register(deliveryAreasRoutes, { deliveryAreas, tenants });
      await api.register(invoicesRoutes, { db });
      await api.register(adminOrdersRoutes, { db, orders, tenants });
      await api.register(productPhotosRoutes, { db });
      await api.register(catalogCsvRoutes, { csv: createCatalogCsvService(db) });
      await api.register(mediaRoutes, { media: createMediaService(db) });
      await api.register(adminCatalogRoutes, { db, catalogAdmin: createCatalogAdminService(db) });
      await api.register(paymentsRoutes, { db, payments });
      await api.register(paymentSettingsRoutes, { payments, tenants });
      await api.register(refundsRoutes, { db, payments, orders, tenants });
      await api.register(staffRoutes, { staff: createStaffService(db) });
      await api.register(quotationsRoutes, { db, quotations, tenants, counters });
      await api.register(stockAlertsRoutes, stockAlertDeps);
      await api.register(reviewsRoutes, { db, reviews: createReviewsService(db), users });
      await api.register(authRoutes, { otp, devices, users, sessions, cookies });
      await api.register(profileRoutes, { profile });
      await api.register(privacyRoutes, { db, counters, cookies });
      if (sms.devOutbox) await api.register(devOutboxRoutes, { outbox: sms.devOutbox.outbox });
      await api.register(notificationsRoutes, { notifications });
      if (config.mode === 'demo' && usesDevOutbox(notificationSenders.senders))
        await api.register(devNotificationsRoutes, { notifications });
    },
    { prefix: '/api' },
  );

  const sweep = setInterval(() => {
    runPaymentsJob(
      { database: deps.database, db, payments, orders, log: app.log },
      config.paymentReconcileAfterMs,
    ).catch((error: unknown) => app.log.error({ err: error }, 'the payments job failed'));
  }, config.stalePaymentSweepMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  const stockAlertSweep = setInterval(() => {
    deps.database
      .exclusively('stock-alerts', () => sendStockAlerts(stockAlertDeps))
      .catch((error: unknown) => app.log.error({ err: error }, 'sending back-in-stock messages failed'));
  }, config.stockAlertSweepMs);
  stockAlertSweep.unref();
  app.addHook('onClose', async () => clearInterval(stockAlertSweep));

  const notificationWorker = createNotificationWorker(
    {
      db,
      senders: notificationSenders.senders,
      log: app.log,
      shopOf: async (customerId) => {
        const [shop, origin] = await Promise.all([
          tenants.getCustomerConfig(customerId),
          tenants.publicOriginOf(customerId),
        ]);
        if (!shop) return null;
        const name = shop.brandDetails[0]?.appName ?? shop.businessName;
        return { name, origin, mobile: shop.mobile, email: shop.registeredEmail, whatsapp: shop.whatsApp };
      },
      platformSmsTemplates: config.notifications.platformSmsTemplates,
    },
    config.notifications,
  );
  const stopNotifications = runNotificationWorker(notificationWorker, config.notifications.pollMs, app.log);
  app.addHook('onClose', async () => {
    await stopNotifications();
    notificationSenders.close();
  });

  if (config.paymentSandbox) {
    await app.register(sandboxGatewayRoutes, {
      prefix: '/sandbox-gateway',
      payPageOnShopOrigin: true,
      // A shop is registered with the sandbox on its public origin; without one it cannot take payments.
      merchants: async (merchantId) => {
        const merchant = await payments.sandboxMerchant(merchantId);
        if (!merchant) return null;
        const shopOrigin = await tenants.publicOriginOf(merchant.customerId);
        return shopOrigin ? { ...merchant, shopOrigin } : null;
      },
      clients: async (clientId) => {
        const client = await payments.sandboxClient(clientId);
        if (!client) return null;
        const shopOrigin = await tenants.publicOriginOf(client.customerId);
        return shopOrigin
          ? { ...client, shopOrigin, webhookUrl: `${shopOrigin}/api${PHONEPE_WEBHOOK_PATH}` }
          : null;
      },
    });
    await app.register(razorpaySandboxRoutes, {
      prefix: '/sandbox-gateway',
      merchants: async (keyId) => {
        const merchant = await payments.sandboxRazorpayMerchant(keyId);
        if (!merchant) return null;
        const shopOrigin = await tenants.publicOriginOf(merchant.customerId);
        return shopOrigin ? { ...merchant, shopOrigin } : null;
      },
    });
  }

  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: '/media/',
    maxAge: '1d',
    decorateReply: false,
  });

  if (config.storefront !== 'off') {
    await registerStorefront(app, config.storefront, {
      demo: config.mode === 'demo',
      platformCredit: config.platformCredit,
      signedIn: async (request) => {
        const customerId = await tenants.findCustomerIdByHost(request.hostname.replace(/:\d+$/, ''));
        const cookies = {
          token: request.cookies[SESSION_COOKIE],
          refreshToken: request.cookies[REFRESH_COOKIE],
        };
        return customerId !== null && sessions.holdsSession(cookies, customerId);
      },
    });
  }
  return app;
}
