import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs';
import { Container } from '../../components/ui/container';

/** The band at the top of a content page: Home and the parents as crumbs, the title, and what follows it. */
export function PageHeader({
  title,
  parents = [],
  children,
}: {
  title: string;
  /** The crumbs between Home and this page. */
  parents?: Crumb[];
  /** Under the title: a lead paragraph, say. */
  children?: React.ReactNode;
}) {
  return (
    <header className="border-b border-neutral-200 bg-scaffold">
      <Container className="py-6 md:py-10">
        <Breadcrumbs items={[{ label: 'Home', to: '/' }, ...parents, { label: title }]} />
        <h1 className="mt-3 text-2xl font-semibold md:text-4xl">{title}</h1>
        {children}
      </Container>
    </header>
  );
}

/** The line under a page's title. */
export function PageLead({ children }: { children: React.ReactNode }) {
  return <p className="mt-2 max-w-2xl text-neutral-700">{children}</p>;
}
