import { data, Link } from 'react-router';
import { htmlHasText, POLICY_KEYS } from '@vitrine/contract/content';
import type { Route } from './+types/admin-content';
import { useCustomerConfig } from '../root';
import { ChevronRight } from '../components/icons/icons';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import {
  CONTENT_KINDS,
  CONTENT_PATH,
  RICH_PAGES,
  type ContentKind,
} from '../features/admin-content/content-kinds';

/** The content hub: every kind of content the owner edits, the owner's only; which policies wait. */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const { policies } = await api.getPagesContent();
  const unwritten = POLICY_KEYS.filter((key) => !htmlHasText(policies[key]));
  return data({ unwritten }, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Content', matches) }];
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { unwritten } = loaderData;
  const { isEngineeringType } = useCustomerConfig();
  const kinds = Object.entries(CONTENT_KINDS as Record<string, ContentKind>).filter(
    ([, kind]) => isEngineeringType || !kind.engineeringOnly,
  );
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-6">
      <h1 className="text-2xl font-semibold">Content</h1>
      <HubGroup
        title="Home page and footer"
        links={[
          {
            to: `${CONTENT_PATH}/sections`,
            title: 'Home sections',
            hint: 'Rows of products on the home page',
          },
          ...kinds.map(([slug, kind]) => ({
            to: `${CONTENT_PATH}/${slug}`,
            title: kind.title,
            hint: kind.description,
          })),
        ]}
      />
      <HubGroup
        title="Pages"
        links={Object.entries(RICH_PAGES).map(([slug, page]) => ({
          to: `${CONTENT_PATH}/page/${slug}`,
          title: page.title,
          hint:
            page.policy && unwritten.includes(page.policy)
              ? 'Not published: a draft is ready to read'
              : page.shopPath,
        }))}
      />
    </div>
  );
}

function HubGroup({
  title,
  links,
}: {
  title: string;
  links: Array<{ to: string; title: string; hint: string }>;
}) {
  return (
    <section aria-labelledby={`${title}-heading`} className="rounded-2xl bg-canvas ring-1 ring-neutral-200">
      <h2 id={`${title}-heading`} className="px-4 pt-4 text-base font-semibold md:px-5">
        {title}
      </h2>
      <ul className="divide-y divide-neutral-100">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="focus-ring flex min-h-14 items-center gap-3 px-4 py-3 md:px-5">
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium">{link.title}</span>
                <span className="block truncate text-xs text-neutral-600">{link.hint}</span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-neutral-500" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
