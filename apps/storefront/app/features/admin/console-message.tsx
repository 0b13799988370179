import { Link } from 'react-router';
import { SearchX } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { CONSOLE_PATH } from './staff-roles';

/** A console page with nothing to show: what happened and the way back to the dashboard. */
export function ConsoleMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-canvas px-6 py-12 text-center ring-1 ring-neutral-200">
      <SearchX aria-hidden className="size-10 text-neutral-400" />
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-neutral-600">{text}</p>
      <Button asChild variant="outline">
        <Link to={CONSOLE_PATH}>Go to the dashboard</Link>
      </Button>
    </div>
  );
}
