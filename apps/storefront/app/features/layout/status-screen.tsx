import type { IconComponent } from '../../components/icons/icons';
import { Container } from '../../components/ui/container';

interface StatusScreenProps {
  icon: IconComponent;
  title: string;
  children: React.ReactNode;
  action: React.ReactNode;
}

/** A page-sized message inside the layout: what happened, and the one thing to do next. */
export function StatusScreen({ icon: Icon, title, children, action }: StatusScreenProps) {
  return (
    <Container className="flex flex-col items-center py-20 text-center md:py-28">
      <span className="mb-6 flex size-20 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden className="size-9" />
      </span>
      <h1 className="text-2xl font-semibold md:text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-neutral-600">{children}</p>
      <div className="mt-8">{action}</div>
    </Container>
  );
}
