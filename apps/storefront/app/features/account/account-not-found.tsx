import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Compass } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { ACCOUNT_HOME_PATH } from './account-sections';

/** The account's own not-found screen, inside the account layout. */
export function AccountNotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl px-4 py-14 text-center ring-1 ring-neutral-200 md:py-20">
      <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Compass aria-hidden className="size-8" />
      </span>
      <h1 className="text-2xl font-semibold">{t('account.notFound.title')}</h1>
      <p className="mt-3 max-w-md text-neutral-600">{t('account.notFound.text')}</p>
      <Button asChild className="mt-7">
        <Link to={ACCOUNT_HOME_PATH}>{t('account.notFound.toOrders')}</Link>
      </Button>
    </div>
  );
}
