import { data, Link, useNavigation, Form } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import { pagesContentChangeSchema } from '@vitrine/contract/admin-content';
import { htmlHasText } from '@vitrine/contract/content';
import type { ApiClient } from '@vitrine/contract/client';
import type { Route } from './+types/admin-content-page';
import { formOf } from '../lib/action-form.server';
import { Button } from '../components/ui/button';
import { ErrorNotice } from '../components/ui/error-notice';
import { ContentHeading } from '../features/admin-content/content-heading';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { RICH_PAGES } from '../features/admin-content/content-kinds';
import { RichTextField } from '../features/admin-content/rich-text-field';
import { policyDraft, type ShopFacts } from '../features/admin-content/policy-drafts';

/** About-us or one policy, in the rich-text editor; the API sanitises what it stores. */
async function pageOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const staff = await requireOwnerApi(args);
  const page = Object.hasOwn(RICH_PAGES, args.params.page) ? RICH_PAGES[args.params.page] : undefined;
  if (!page) throw new Response('Not found', { status: 404, headers: staff.headers });
  return { ...staff, page };
}

export async function loader(args: Route.LoaderArgs) {
  const { api, headers, page } = await pageOf(args);
  const content = await api.getPagesContent();
  const html = page.policy ? content.policies[page.policy] : content.aboutUs;
  // A policy not written yet opens with a draft made from the shop's settings (issue 39).
  if (!page.policy || htmlHasText(html)) return data({ page, html, draft: false }, { headers });
  return data({ page, html: policyDraft(page.policy, await shopFacts(api)), draft: true }, { headers });
}

async function shopFacts(api: ApiClient): Promise<ShopFacts> {
  const [config, business, delivery, payments] = await Promise.all([
    api.getCustomerDetails(),
    api.getBusinessSettings(),
    api.getDeliverySettings(),
    api.getPaymentSettings(),
  ]);
  return {
    name: config.brandDetails[0]!.appName,
    address: business.address,
    email: config.contacts.email || config.registeredEmail,
    phone: config.contacts.phone || config.helpLine,
    briefcase: config.isEngineeringType,
    ...delivery,
    returnWindowDays: delivery.returnWindowDays ?? 0,
    codEnabled: payments.codEnabled,
  };
}

export async function action(args: Route.ActionArgs) {
  const { api, headers, page } = await pageOf(args);
  const html = String((await formOf(args.request)).get('content') ?? '');
  const change = page.policy ? { policies: { [page.policy]: html } } : { aboutUs: html };
  const checked = pagesContentChangeSchema.safeParse(change);
  if (!checked.success)
    return data({ ok: false as const, message: checked.error.issues[0]!.message }, { status: 400, headers });
  try {
    await api.changePagesContent(checked.data);
    return data({ ok: true as const, message: 'Saved. Shoppers see it on their next page.' }, { headers });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ ok: false as const, message: error.message }, { status: error.status, headers });
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.page.title ?? 'Content', matches) }];
}

export default function AdminContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, html, draft } = loaderData;
  const saving = useNavigation().state === 'submitting';
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <ContentHeading title={page.title} />
      <Form
        method="post"
        className="grid grid-cols-1 gap-4 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
      >
        {draft && (
          <p data-testid="policy-draft" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            A draft written for your shop from its settings. Read it, change anything that is not true for
            your shop, then publish it. Shoppers see nothing of it until you do.
          </p>
        )}
        <RichTextField name="content" label="Text" defaultValue={html} />
        {actionData &&
          !saving &&
          (actionData.ok ? (
            <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
              {actionData.message}
            </p>
          ) : (
            <ErrorNotice message={actionData.message} />
          ))}
        <div className="md:sticky md:bottom-4 flex flex-wrap items-center gap-3 justify-self-start rounded-xl bg-canvas/95 pr-2">
          <Button type="submit" disabled={saving} className="shadow-md">
            {saving ? 'Saving…' : draft ? 'Publish' : 'Save'}
          </Button>
          <Link
            to={page.shopPath}
            className="focus-ring rounded-md px-2 py-2 text-sm font-medium text-primary"
          >
            See it on the shop
          </Link>
        </div>
      </Form>
    </div>
  );
}
