import { Container } from '../../components/ui/container';

/** A signed-in page whose content a later issue builds: its heading, so the route is in place. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container className="py-10 md:py-14">
      <h1 className="text-2xl font-semibold md:text-3xl">{title}</h1>
    </Container>
  );
}
