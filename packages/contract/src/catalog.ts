import { z } from 'zod';

/** SPEC §3 "Category": a tree; roots have no ancestors and come in `index` order. */
export interface Category {
  categoryId: string;
  name: string;
  index: number;
  categoryImage: string | null;
  bannerURLs: string[];
  /** Ids from the root down to the parent; empty for a root. */
  ancestors: string[];
  children: Category[];
}

export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    categoryId: z.string(),
    name: z.string(),
    index: z.number().int(),
    categoryImage: z.string().nullable(),
    bannerURLs: z.array(z.string()),
    ancestors: z.array(z.string()),
    children: z.array(categorySchema),
  }),
);

export const categoriesReplySchema = z.object({ data: z.object({ categories: z.array(categorySchema) }) });
