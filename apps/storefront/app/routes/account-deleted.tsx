import { Link } from 'react-router';
import type { Route } from './+types/account-deleted';
import { CircleCheck } from '../components/icons/icons';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { metaT, pageTitle } from '../features/layout/page-title';

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaT(matches)('pageTitles.accountDeleted'), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Where deleting an account lands (decision 0093), signed out. */
export default function AccountDeletedPage() {
  return (
    <Container className="py-12 md:py-20">
      <div className="mx-auto max-w-lg text-center">
        <CircleCheck aria-hidden className="mx-auto size-12 text-green-700" />
        <h1 className="mt-4 text-2xl font-semibold md:text-3xl">Your account has been deleted</h1>
        <p className="mt-3 text-neutral-700">
          Your profile, addresses, wishlist, cart, reviews and choices are gone, and you are signed out
          everywhere. The shop keeps your past orders and their invoices, as tax law requires, with your name
          and contact removed.
        </p>
        <p className="mt-2 text-neutral-700">Signing in again with your number starts a new account.</p>
        <Button asChild className="mt-6">
          <Link to="/">Continue shopping</Link>
        </Button>
      </div>
    </Container>
  );
}
