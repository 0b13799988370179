import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoriesReplySchema,
  adminCategoryParamsSchema,
  adminProductParamsSchema,
  adminProductReplySchema,
  adminProductsQuerySchema,
  adminProductsReplySchema,
  createCategoryBodySchema,
  moveCategoryBodySchema,
  productInputSchema,
  productRemovalMessage,
  productRemovalReplySchema,
  stockBodySchema,
  updateCategoryBodySchema,
} from '@vitrine/contract/admin-catalog';
import type { Db } from '../../db/client.ts';
import { removeProduct } from '../../workflows/remove-product.ts';
import type { CatalogAdminService } from './catalog-admin.service.ts';

const tags = ['admin catalogue'];

/** The owner console's catalogue: the owner (ADMIN) only; every reply is the state after the write. */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{
  db: Db;
  catalogAdmin: CatalogAdminService;
}> = async (app, { db, catalogAdmin }) => {
  const tree = async (customerId: string) => ({
    data: { categories: await catalogAdmin.categoryTree(customerId) },
  });
  const product = async (customerId: string, productId: string) => ({
    data: { product: await catalogAdmin.product(customerId, productId) },
  });

  app.get(
    '/admin/catalog/categories',
    {
      schema: {
        tags,
        summary: 'The category tree with each category’s product count',
        response: { 200: adminCategoriesReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return tree(request.customerId);
    },
  );

  app.post(
    '/admin/catalog/categories',
    {
      schema: {
        tags,
        summary: 'A new category, last among its siblings (a root without a parent)',
        body: createCategoryBodySchema,
        response: { 201: adminCategoriesReplySchema },
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      await catalogAdmin.addCategory(request.customerId, request.body);
      return reply.status(201).send(await tree(request.customerId));
    },
  );

  app.patch(
    '/admin/catalog/categories/:categoryId',
    {
      schema: {
        tags,
        summary: 'Rename, set the image, or move under another parent (never under itself or its own)',
        params: adminCategoryParamsSchema,
        body: updateCategoryBodySchema,
        response: { 200: adminCategoriesReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      await catalogAdmin.updateCategory(request.customerId, request.params.categoryId, request.body);
      return tree(request.customerId);
    },
  );

  app.post(
    '/admin/catalog/categories/:categoryId/move',
    {
      schema: {
        tags,
        summary: 'Swap a category with the sibling above or below it',
        params: adminCategoryParamsSchema,
        body: moveCategoryBodySchema,
        response: { 200: adminCategoriesReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      await catalogAdmin.moveCategory(request.customerId, request.params.categoryId, request.body);
      return tree(request.customerId);
    },
  );

  app.delete(
    '/admin/catalog/categories/:categoryId',
    {
      schema: {
        tags,
        summary: 'Delete an empty category (refused while it has products or subcategories)',
        params: adminCategoryParamsSchema,
        response: { 200: adminCategoriesReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      await catalogAdmin.deleteCategory(request.customerId, request.params.categoryId);
      return tree(request.customerId);
    },
  );

  app.get(
    '/admin/catalog/products',
    {
      schema: {
        tags,
        summary: 'Every product, hidden ones too, by name: searched by name, SKU or brand, a page at a time',
        querystring: adminProductsQuerySchema,
        response: { 200: adminProductsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await catalogAdmin.productPage(request.customerId, request.query) };
    },
  );

  app.post(
    '/admin/catalog/products',
    {
      schema: {
        tags,
        summary: 'A new product, with its options and variants',
        body: productInputSchema,
        response: { 201: adminProductReplySchema },
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const productId = await catalogAdmin.createProduct(request.customerId, request.body);
      return reply.status(201).send(await product(request.customerId, productId));
    },
  );

  app.get(
    '/admin/catalog/products/:productId',
    {
      schema: {
        tags,
        summary: 'One product as the owner edits it',
        params: adminProductParamsSchema,
        response: { 200: adminProductReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return product(request.customerId, request.params.productId);
    },
  );

  app.put(
    '/admin/catalog/products/:productId',
    {
      schema: {
        tags,
        summary: 'Save a whole product: variants with an id change, new ones are added, missing ones go',
        params: adminProductParamsSchema,
        body: productInputSchema,
        response: { 200: adminProductReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      await catalogAdmin.updateProduct(request.customerId, request.params.productId, request.body);
      return product(request.customerId, request.params.productId);
    },
  );

  app.delete(
    '/admin/catalog/products/:productId',
    {
      schema: {
        tags,
        summary: 'Delete a product; one that orders name is hidden from the shop instead',
        params: adminProductParamsSchema,
        response: { 200: productRemovalReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      const removal = await removeProduct({ db, catalogAdmin }, request.customerId, request.params.productId);
      return { data: removal, message: productRemovalMessage(removal) };
    },
  );

  app.put(
    '/admin/catalog/products/:productId/stock',
    {
      schema: {
        tags,
        summary: 'Set the stock: the product’s, or each variant’s',
        params: adminProductParamsSchema,
        body: stockBodySchema,
        response: { 200: adminProductReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      await catalogAdmin.setStock(request.customerId, request.params.productId, request.body);
      return product(request.customerId, request.params.productId);
    },
  );
};
