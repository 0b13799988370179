import { data, redirect, useNavigation } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import type { Route } from './+types/admin-content-kind';
import { formOf } from '../lib/action-form.server';
import { ContentHeading } from '../features/admin-content/content-heading';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import {
  CONTENT_KINDS,
  CONTENT_PATH,
  isContentKind,
  type ContentItem,
  type ContentKindSlug,
} from '../features/admin-content/content-kinds';
import {
  applyContentChange,
  contentChangeOf,
  loadContent,
  uploadChosenPictures,
  type ContentChange,
} from '../features/admin-content/content-kinds.server';
import { ContentForm, ContentList } from '../features/admin-content/content-list';

/** The kind in the address, if this shop has it (guides and partners: engineering shops only). */
async function kindOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const staff = await requireOwnerApi(args);
  const slug = args.params.kind;
  if (!isContentKind(slug)) throw new Response('Not found', { status: 404, headers: staff.headers });
  if ('engineeringOnly' in CONTENT_KINDS[slug]) {
    const { isEngineeringType } = await staff.api.getCustomerDetails();
    if (!isEngineeringType) throw new Response('Not found', { status: 404, headers: staff.headers });
  }
  return { ...staff, slug: slug as ContentKindSlug };
}

export async function loader(args: Route.LoaderArgs) {
  const { api, headers, slug } = await kindOf(args);
  const url = new URL(args.request.url);
  return data(
    {
      slug,
      items: await loadContent(api, slug),
      edit: url.searchParams.get('edit'),
      saved: url.searchParams.has('saved'),
    },
    { headers },
  );
}

export async function action(args: Route.ActionArgs) {
  const { api, headers, slug } = await kindOf(args);
  const form = await formOf(args.request);
  if (!contentChangeOf(form, slug)) return data({ message: 'Nothing to change.' }, { status: 400, headers });
  let change: ContentChange;
  try {
    // A photo chosen for a picture field goes up first: the saved item names its address.
    const pictureErrors = form.get('intent') === 'save' ? await uploadChosenPictures(api, form, slug) : null;
    change = contentChangeOf(form, slug)!;
    const refused = pictureErrors
      ? { fieldErrors: pictureErrors }
      : await applyContentChange(api, slug, change);
    if (refused) {
      const message = 'Please correct the highlighted fields.';
      const item = change.intent === 'save' ? change.item : undefined;
      return data({ message, item, ...refused }, { status: 400, headers });
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ message: error.message }, { status: error.status, headers });
  }
  const list = CONTENT_KINDS[slug].list;
  return redirect(`${CONTENT_PATH}/${slug}${list && change.intent !== 'save' ? '' : '?saved'}`, { headers });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData ? CONTENT_KINDS[loaderData.slug].title : 'Content', matches) }];
}

export default function AdminContentKind({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, items, edit, saved } = loaderData;
  const kind = CONTENT_KINDS[slug];
  const saving = useNavigation().state === 'submitting';
  const editing = !kind.list
    ? 0
    : edit === 'new'
      ? null
      : edit !== null && items[Number(edit)]
        ? Number(edit)
        : undefined;
  const failure = actionData as
    { message: string; item?: ContentItem; fieldErrors?: Record<string, string> } | undefined;
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <ContentHeading title={kind.title} description={kind.description} />
      {saved && !saving && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          Saved. Shoppers see it on their next page.
        </p>
      )}
      {editing === undefined ? (
        <>
          {failure && <p className="text-sm text-red-700">{failure.message}</p>}
          <ContentList slug={slug} kind={kind} items={items} />
        </>
      ) : (
        <ContentForm
          key={String(editing)}
          kind={kind}
          item={failure?.item ?? (editing === null ? {} : items[editing]!)}
          index={kind.list ? editing : null}
          fieldErrors={failure?.fieldErrors}
          message={failure?.message}
          cancelTo={kind.list ? `${CONTENT_PATH}/${slug}` : undefined}
          saving={saving}
        />
      )}
    </div>
  );
}
