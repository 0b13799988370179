import { Link } from 'react-router';
import { Compass } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { ACCOUNT_HOME_PATH } from './account-sections';

/** The account's own not-found screen, inside the account layout. */
export function AccountNotFound() {
  return (
    <div className="flex flex-col items-center rounded-2xl px-4 py-14 text-center ring-1 ring-neutral-200 md:py-20">
      <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Compass aria-hidden className="size-8" />
      </span>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-3 max-w-md text-neutral-600">
        This part of your account does not exist. Your orders, wishlist and addresses are in the menu.
      </p>
      <Button asChild className="mt-7">
        <Link to={ACCOUNT_HOME_PATH}>Go to my orders</Link>
      </Button>
    </div>
  );
}
