import { useTranslation } from 'react-i18next';
import type { Crumb } from '../../components/ui/breadcrumbs';
import { Container } from '../../components/ui/container';
import { LoadFailedNotice } from '../../components/ui/load-failed-notice';
import { useCustomerConfig } from '../../root';
import { headerLinkGroups, type LinkGroup } from '../layout/link-groups';
import { PageHeader } from '../layout/page-header';
import { SideMenu } from '../layout/side-menu';

export interface ContentPageProps {
  title: string;
  /** Sanitised by the API when it was written. */
  html: string;
  /** The crumbs between Home and this page. */
  parents?: Crumb[];
  /** Under the title: a guide's summary, say. */
  intro?: React.ReactNode;
  /** The menu beside the text on large screens; the header's link groups by default. */
  menu?: LinkGroup[];
  /** After the text. */
  children?: React.ReactNode;
  /** Why the text could not be loaded (SPEC §8), shown in its place. */
  error?: string | null;
}

/** An about-us, policy or guide page: its HTML was sanitised by the API before it got here. */
export function ContentPage({ title, html, parents = [], intro, menu, children, error }: ContentPageProps) {
  const { t } = useTranslation();
  const { uiFeatures } = useCustomerConfig();
  return (
    <article>
      <PageHeader title={title} parents={parents}>
        {intro}
      </PageHeader>
      <Container className="grid gap-12 pt-8 md:pt-12 lg:grid-cols-[15rem_minmax(0,1fr)] xl:gap-16">
        <div className="min-w-0">
          {error ? (
            <LoadFailedNotice message={error} />
          ) : html ? (
            <div className="content-prose max-w-[72ch]" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="text-neutral-600">{t('content.beingWritten')}</p>
          )}
          {children}
        </div>
        {/* The neighbouring pages, for a shopper reading up before buying. */}
        <aside className="hidden self-start rounded-2xl border border-neutral-200 lg:sticky lg:top-24 lg:order-first lg:block">
          <SideMenu groups={menu ?? headerLinkGroups(uiFeatures, false)} />
        </aside>
      </Container>
    </article>
  );
}
