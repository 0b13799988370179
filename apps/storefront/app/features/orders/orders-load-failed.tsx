import { Link, useLocation } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';

/** The orders could not be loaded: the SPEC §8 message and a retry (the same address, loaded again). */
export function OrdersLoadFailed({ message }: { message: string }) {
  const { pathname, search } = useLocation();
  return (
    <div className="mt-6 grid justify-items-start gap-4">
      <ErrorNotice message={message} />
      <Button asChild variant="outline">
        <Link to={`${pathname}${search}`} replace>
          <RefreshCw aria-hidden className="size-4" />
          Try again
        </Link>
      </Button>
    </div>
  );
}
