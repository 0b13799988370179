import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminProductSectionsReplySchema, productSectionsEditSchema } from '@vitrine/contract/admin-content';
import type { ProductSectionsService } from './product-sections.service.ts';

export const productSectionsRoutes: FastifyPluginAsyncZod<{ sections: ProductSectionsService }> = async (
  app,
  { sections },
) => {
  const schema = { tags: ['admin'], response: { 200: adminProductSectionsReplySchema } };
  app.get(
    '/admin/content/product-sections',
    { schema: { ...schema, summary: "The home page's product sections, with hidden products too" } },
    async (request) => {
      await request.requireAdmin();
      return { data: { sections: await sections.sectionsOf(request.customerId) } };
    },
  );

  app.put(
    '/admin/content/product-sections',
    {
      schema: {
        ...schema,
        summary: "The owner replaces the home page's product sections; a product not in this shop is a 404",
        body: productSectionsEditSchema,
      },
    },
    async (request) => {
      await request.requireAdmin();
      await sections.replaceSections(request.customerId, request.body.sections);
      return { data: { sections: await sections.sectionsOf(request.customerId) } };
    },
  );
};
