import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { Container } from '../../components/ui/container';
import { HEADER_LINK_GROUPS } from '../layout/link-groups';
import { SideMenu } from '../layout/side-menu';

/** An about-us or policy page: its HTML was sanitised by the API before it got here. */
export function ContentPage({ title, html }: { title: string; html: string }) {
  return (
    <article>
      <header className="border-b border-neutral-200 bg-scaffold">
        <Container className="py-6 md:py-10">
          <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: title }]} />
          <h1 className="mt-3 text-2xl font-semibold md:text-4xl">{title}</h1>
        </Container>
      </header>
      <Container className="grid gap-12 pt-8 md:pt-12 lg:grid-cols-[15rem_minmax(0,1fr)] xl:gap-16">
        {html ? (
          <div className="content-prose max-w-[72ch]" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="text-neutral-600">This page is being written. Please check back soon.</p>
        )}
        {/* The neighbouring pages, for a shopper reading up before buying. */}
        <aside className="hidden self-start rounded-2xl border border-neutral-200 lg:sticky lg:top-24 lg:order-first lg:block">
          <SideMenu groups={HEADER_LINK_GROUPS} />
        </aside>
      </Container>
    </article>
  );
}
