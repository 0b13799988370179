import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { z } from 'zod';
import { ApiError, type ApiClient } from '@vitrine/contract/client';
import { createCategoryBodySchema } from '@vitrine/contract/admin-catalog';
import { formOf } from '../../lib/action-form.server';
import { pictureOf } from '../admin-media/product-photos.server';

const categoryId = z.string().min(1).max(100);
/** The edit panel posts every field; a blank parent makes a root, a blank image clears it. */
const updateFormSchema = createCategoryBodySchema.extend({ categoryId });
const pickSchema = z.object({ categoryId });

export type CategoryActionResult = {
  intent: string;
  categoryId: string | null;
  ok: boolean;
  message: string;
  fields?: Record<string, string[] | null> | undefined;
};

type Intent = 'add' | 'update' | 'picture' | 'up' | 'down' | 'delete';
const pickOne = (form: FormData) => parseWithZod(form, { schema: pickSchema });

/** Each form's own check, what it asks of the API, and what to say when done. */
const INTENTS: Record<
  Intent,
  {
    run(form: FormData, api: ApiClient): Promise<{ refused: Record<string, string[] | null> } | null>;
    done: string;
  }
> = {
  add: {
    run: (form, api) =>
      applied(parseWithZod(form, { schema: createCategoryBodySchema }), (body) => api.addCategory(body)),
    done: 'Category added.',
  },
  update: {
    run: (form, api) =>
      applied(parseWithZod(form, { schema: updateFormSchema }), ({ categoryId: id, ...change }) =>
        api.updateCategory(id, change),
      ),
    done: 'Category saved.',
  },
  picture: {
    run: async (form, api) => {
      const picture = await pictureOf(form, 'picture');
      if (!(picture instanceof Blob)) return { refused: { picture: [picture.message] } };
      return applied(pickOne(form), ({ categoryId: id }) => api.uploadCategoryImage(id, picture));
    },
    done: 'Picture saved.',
  },
  up: {
    run: (form, api) =>
      applied(pickOne(form), ({ categoryId: id }) => api.moveCategory(id, { direction: 'up' })),
    done: 'Moved up.',
  },
  down: {
    run: (form, api) =>
      applied(pickOne(form), ({ categoryId: id }) => api.moveCategory(id, { direction: 'down' })),
    done: 'Moved down.',
  },
  delete: {
    run: (form, api) => applied(pickOne(form), ({ categoryId: id }) => api.deleteCategory(id)),
    done: 'Category deleted.',
  },
};

/** Sends a checked form on to the API; a refused one stops here and answers its fields' messages. */
async function applied<T>(
  submission:
    | { status: 'success'; value: T }
    | { status?: 'error'; reply(): { error?: Record<string, string[] | null> | null } },
  send: (value: T) => Promise<unknown>,
) {
  if (submission.status !== 'success') return { refused: submission.reply().error ?? {} };
  await send(submission.value);
  return null;
}

/**
 * The category page's forms, each named by its `intent` and checked on the server (decision 0040)
 * before the API, whose refusals (a move under its own subcategory, a category with products) are
 * shown as they come.
 */
export async function categoryAction(request: Request, api: ApiClient, headers: Headers) {
  const form = await formOf(request);
  const intent = String(form.get('intent'));
  const reply = (result: Omit<CategoryActionResult, 'intent'>, status = 200) =>
    data<CategoryActionResult>({ intent, ...result }, { status, headers });
  const target = typeof form.get('categoryId') === 'string' ? String(form.get('categoryId')) : null;
  if (!Object.hasOwn(INTENTS, intent)) throw new Response('Unknown form', { status: 400, headers });
  const { run, done } = INTENTS[intent as Intent];
  try {
    const outcome = await run(form, api);
    if (outcome) {
      const message = 'Please correct the highlighted fields.';
      return reply({ categoryId: target, ok: false, message, fields: outcome.refused }, 400);
    }
    return reply({ categoryId: target, ok: true, message: done });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return reply({ categoryId: target, ok: false, message: error.message }, error.status);
  }
}
