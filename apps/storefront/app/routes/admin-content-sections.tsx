import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import type { Route } from './+types/admin-content-sections';
import { formOf } from '../lib/action-form.server';
import { ArrowUp, ChevronDown, Plus, Search, Trash2 } from '../components/icons/icons';
import { Button } from '../components/ui/button';
import { ErrorNotice } from '../components/ui/error-notice';
import { TextAreaField, TextField } from '../components/ui/text-field';
import { ContentHeading } from '../features/admin-content/content-heading';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { CONTENT_PATH } from '../features/admin-content/content-kinds';
import { changeProductSections } from '../features/admin-content/product-sections.server';

const SECTIONS_PATH = `${CONTENT_PATH}/sections`;

/** The home page's product sections; `?section=i&q=…` searches products to add to section i. */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const url = new URL(args.request.url);
  const q = url.searchParams.get('q')?.trim().slice(0, 100) ?? '';
  const section = url.searchParams.get('section');
  const [sections, found] = await Promise.all([
    api.getOwnerProductSections(),
    q ? api.search({ q, pageSize: 12 }) : null,
  ]);
  const hits =
    found?.hits.map(({ product }) => ({ productId: product.productId, name: product.productName })) ?? [];
  return data({ sections, q, section: section === null ? null : Number(section), hits }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const form = await formOf(args.request);
  try {
    const refused = await changeProductSections(api, form);
    if (refused) return data({ message: refused }, { status: 400, headers });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ message: error.message }, { status: error.status, headers });
  }
  const back = form.get('intent') === 'add-product' ? new URL(args.request.url).search : '';
  return redirect(`${SECTIONS_PATH}${back}`, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Home sections', matches) }];
}

export default function AdminContentSections({ loaderData, actionData }: Route.ComponentProps) {
  const { sections, q, section, hits } = loaderData;
  const saving = useNavigation().state === 'submitting';
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <ContentHeading title="Home sections" description="Rows of products on the home page, in this order." />
      {actionData && !saving && <ErrorNotice message={actionData.message} />}
      {sections.map((current, index) => (
        <section
          key={`${index}-${current.title}`}
          aria-label={current.title}
          className="grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
        >
          <div className="flex items-center justify-end gap-1">
            <span className="mr-auto text-xs font-medium text-neutral-600">Section {index + 1}</span>
            <Move section={index} intent="section:up" label="Move section up" disabled={index === 0} />
            <Move
              section={index}
              intent="section:down"
              label="Move section down"
              disabled={index === sections.length - 1}
            />
            <Move section={index} intent="section:remove" label={`Remove section ${current.title}`} />
          </div>
          <SectionForm index={index} title={current.title} text={current.text} saving={saving} />
          <ol className="grid grid-cols-1 gap-1">
            {current.products.map((product, at) => (
              <li
                key={product.productId}
                className="flex items-center gap-1 rounded-lg bg-scaffold py-1 pr-1 pl-3"
              >
                <span className="min-w-0 flex-1 truncate text-sm">{product.productName}</span>
                <Move
                  section={index}
                  product={at}
                  intent="product:up"
                  label={`Move ${product.productName} up`}
                  disabled={at === 0}
                />
                <Move
                  section={index}
                  product={at}
                  intent="product:down"
                  label={`Move ${product.productName} down`}
                  disabled={at === current.products.length - 1}
                />
                <Move
                  section={index}
                  product={at}
                  intent="product:remove"
                  label={`Remove ${product.productName}`}
                />
              </li>
            ))}
          </ol>
          {section === index ? (
            <ProductSearch
              index={index}
              q={q}
              hits={hits}
              inSection={current.products.map((p) => p.productId)}
            />
          ) : (
            <Link
              to={`?section=${index}`}
              className="focus-ring inline-flex min-h-11 items-center gap-2 justify-self-start rounded-lg px-3 text-sm font-medium text-primary ring-1 ring-primary/40"
            >
              <Plus className="size-4" /> Add products
            </Link>
          )}
        </section>
      ))}
      <section aria-label="New section" className="rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5">
        <h2 className="mb-3 text-base font-semibold">New section</h2>
        <SectionForm index={null} title="" text="" saving={saving} />
      </section>
    </div>
  );
}

function SectionForm({
  index,
  title,
  text,
  saving,
}: {
  index: number | null;
  title: string;
  text: string;
  saving: boolean;
}) {
  return (
    <Form method="post" className="grid grid-cols-1 gap-3">
      {index !== null && <input type="hidden" name="section" value={index} />}
      <TextField label="Title" name="title" defaultValue={title} required maxLength={120} />
      <TextAreaField label="Text" name="text" defaultValue={text} maxLength={500} rows={2} hint="Optional" />
      <Button
        type="submit"
        name="intent"
        value="save-section"
        disabled={saving}
        className="justify-self-start"
      >
        {index === null ? 'Add section' : 'Save section'}
      </Button>
    </Form>
  );
}

function ProductSearch({
  index,
  q,
  hits,
  inSection,
}: {
  index: number;
  q: string;
  hits: Array<{ productId: string; name: string }>;
  inSection: string[];
}) {
  return (
    <div className="grid grid-cols-1 gap-2">
      <Form method="get" role="search" className="flex items-end gap-2">
        <input type="hidden" name="section" value={index} />
        <TextField
          label="Find a product"
          name="q"
          defaultValue={q}
          type="search"
          className="min-w-0 flex-1"
        />
        <Button type="submit" aria-label="Search">
          <Search className="size-4" />
        </Button>
      </Form>
      {q && hits.length === 0 && <p className="text-sm text-neutral-600">No product matches “{q}”.</p>}
      <ul className="grid grid-cols-1 gap-1">
        {hits.map((hit) => (
          <li
            key={hit.productId}
            className="flex items-center gap-2 rounded-lg py-1 pl-3 ring-1 ring-neutral-200"
          >
            <span className="min-w-0 flex-1 truncate text-sm">{hit.name}</span>
            <Form method="post">
              <input type="hidden" name="section" value={index} />
              <input type="hidden" name="productId" value={hit.productId} />
              <Button
                type="submit"
                name="intent"
                value="add-product"
                disabled={inSection.includes(hit.productId)}
                aria-label={`Add ${hit.name}`}
              >
                {inSection.includes(hit.productId) ? 'Added' : 'Add'}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Move({
  section,
  product,
  intent,
  label,
  disabled,
}: {
  section: number;
  product?: number;
  intent: string;
  label: string;
  disabled?: boolean;
}) {
  const Icon = intent.endsWith(':up') ? ArrowUp : intent.endsWith(':down') ? ChevronDown : Trash2;
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="section" value={section} />
      {product !== undefined && <input type="hidden" name="product" value={product} />}
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-label={label}
        disabled={disabled}
        className="focus-ring grid size-10 shrink-0 place-items-center rounded-lg hover:bg-neutral-100 disabled:opacity-30"
      >
        <Icon className={intent.endsWith(':remove') ? 'size-4 text-red-700' : 'size-4'} />
      </button>
    </Form>
  );
}
