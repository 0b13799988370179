import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerDetailsReplySchema,
  shopperFeaturesChangeSchema,
  shopperFeaturesReplySchema,
  uiFeaturesChangeSchema,
  uiFeaturesReplySchema,
} from '@vitrine/contract/customer';
import {
  brandImageParamsSchema,
  brandImageQuerySchema,
  brandImageReplySchema,
  brandSettingsReplySchema,
  brandSettingsSchema,
  businessSettingsReplySchema,
  businessSettingsSchema,
  deliverySettingsReplySchema,
  deliverySettingsSchema,
} from '@vitrine/contract/admin-settings';
import { storefrontContentChangeSchema, storefrontContentReplySchema } from '@vitrine/contract/admin-content';
import { shopSharedBodySchema, shopSharedReplySchema } from '@vitrine/contract/admin-orders';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '@vitrine/contract/profile';
import { AppError, customerNotFound } from '../../lib/app-error.ts';
import { registerPictureUploads, uploadedPicture, type PictureBox } from '../../lib/picture.ts';

/** The header draws the logo 240 × 64 and browsers the favicon at most 192 px: room for dense screens. */
const IMAGE_BOXES: Record<'logo' | 'favicon', PictureBox> = {
  logo: { width: 960, height: 256 },
  favicon: { width: 256, height: 256 },
};
import type { TenantsService } from './tenants.service.ts';

export const tenantsRoutes: FastifyPluginAsyncZod<{ tenants: TenantsService }> = async (app, { tenants }) => {
  app.get(
    '/customer/details',
    {
      schema: {
        tags: ['customer'],
        summary: "The tenant's storefront config: brand, theme, switches, contacts, carousel",
        response: { 200: customerDetailsReplySchema },
      },
    },
    async (request) => {
      const config = await tenants.getCustomerConfig(request.customerId);
      if (!config) throw customerNotFound(`no customer has the id "${request.customerId}"`);
      return { data: config };
    },
  );

  app.patch(
    '/admin/customer/ui-features',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The shop owner turns UI feature switches on or off (SPEC §3); shoppers see it on their next page',
        body: uiFeaturesChangeSchema,
        response: { 200: uiFeaturesReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: { uiFeatures: await tenants.changeUiFeatures(request.customerId, request.body) } };
    },
  );

  app.patch(
    '/admin/customer/shopper-features',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The shop owner turns the shop's own switches (Buy now, Buy again, Share, Recently viewed) on or off",
        body: shopperFeaturesChangeSchema,
        response: { 200: shopperFeaturesReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return {
        data: { shopperFeatures: await tenants.changeShopperFeatures(request.customerId, request.body) },
      };
    },
  );

  app.get(
    '/admin/content/storefront',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The owner's banners (all, with their schedules), contacts, social and app links, certificates",
        response: { 200: storefrontContentReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await tenants.storefrontContentOf(request.customerId) };
    },
  );

  app.patch(
    '/admin/content/storefront',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The owner replaces the named parts (banners, contacts, links, certificates); shoppers see it at once',
        body: storefrontContentChangeSchema,
        response: { 200: storefrontContentReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await tenants.changeStorefrontContent(request.customerId, request.body) };
    },
  );

  app.get(
    '/admin/settings/brand',
    {
      schema: {
        tags: ['admin'],
        summary: "The shop's colours, font and business mode",
        response: { 200: brandSettingsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await tenants.brandOf(request.customerId) };
    },
  );

  app.put(
    '/admin/settings/brand',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The owner sets colours, font and business mode; a text colour under WCAG AA contrast (4.5:1) on its background is refused',
        body: brandSettingsSchema,
        response: { 200: brandSettingsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await tenants.changeBrand(request.customerId, request.body) };
    },
  );

  // The owner's only, checked before the body is read or validated.
  const ownerOnly = async (request: FastifyRequest) => {
    await request.requireAdmin();
  };
  app.get(
    '/admin/settings/business',
    {
      schema: {
        tags: ['admin'],
        summary: "The shop's GST registration (a GSTIN, or none) and the address its invoices print",
        response: { 200: businessSettingsReplySchema },
      },
      onRequest: ownerOnly,
    },
    async (request) => ({ data: await tenants.businessSettingsOf(request.customerId) }),
  );

  app.put(
    '/admin/settings/business',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The owner sets the GSTIN (blank: not registered, no GST charged, bills of supply) and the address; new orders follow it',
        body: businessSettingsSchema,
        response: { 200: businessSettingsReplySchema },
      },
      onRequest: ownerOnly,
    },
    async (request) => ({ data: await tenants.changeBusinessSettings(request.customerId, request.body) }),
  );

  app.post(
    '/admin/setup/shared',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The owner shared the shop's link (WhatsApp, its QR code, a copy): the setup checklist's last step",
        body: shopSharedBodySchema,
        response: { 200: shopSharedReplySchema },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      await tenants.markSetupStep(request.customerId, 'shared');
      return { data: { shared: true as const } };
    },
  );

  app.get(
    '/admin/settings/delivery',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delivery charge rules: flat charge, free from an amount, dispatch days, store pickup',
        response: { 200: deliverySettingsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await tenants.deliverySettingsOf(request.customerId) };
    },
  );

  app.put(
    '/admin/settings/delivery',
    {
      schema: {
        tags: ['admin'],
        summary: 'The owner sets the delivery charge rules; checkout prices the next order with them',
        body: deliverySettingsSchema,
        response: { 200: deliverySettingsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await tenants.changeDeliverySettings(request.customerId, request.body) };
    },
  );

  app.get(
    '/customer/brand-image/:kind',
    {
      schema: {
        tags: ['customer'],
        summary: "The shop's uploaded logo or favicon (the brand's logoURL and shortLogo name it)",
        params: brandImageParamsSchema,
        querystring: brandImageQuerySchema,
      },
    },
    async (request, reply) => {
      const image = await tenants.brandImageOf(request.customerId, request.params.kind);
      if (!image) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'This shop has no such image.');
      return reply
        .type(image.contentType)
        .header('cache-control', request.query.v ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );

  await registerPictureUploads(
    app,
    (request) => request.requireAdmin(),
    (upload) => {
      upload.withTypeProvider<ZodTypeProvider>().put(
        '/admin/settings/brand/:kind',
        {
          bodyLimit: PROFILE_PICTURE_MAX_BYTES,
          schema: {
            tags: ['admin'],
            summary: 'The owner uploads the logo or favicon: the raw image as the body, up to 1 MiB',
            description:
              `Content-Type ${PROFILE_PICTURE_TYPES.join(', ')}; the bytes must be that type. Stored ` +
              're-encoded without metadata, the logo scaled to fit 960 × 256 px, the favicon 256 × 256 px.',
            params: brandImageParamsSchema,
            response: { 200: brandImageReplySchema },
          },
        },
        async (request) => {
          const { kind } = request.params;
          const image = await uploadedPicture(request, IMAGE_BOXES[kind]);
          return { data: { url: await tenants.saveBrandImage(request.customerId, kind, image) } };
        },
      );
    },
  );
};
