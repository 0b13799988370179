import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <Container className="py-12 md:py-20">
      <div className="mx-auto max-w-lg text-center">
        <CircleCheck aria-hidden className="mx-auto size-12 text-green-700" />
        <h1 className="mt-4 text-2xl font-semibold md:text-3xl">{t('privacy.deleted.title')}</h1>
        <p className="mt-3 text-neutral-700">{t('privacy.deleted.gone')}</p>
        <p className="mt-2 text-neutral-700">{t('privacy.deleted.newAccount')}</p>
        <Button asChild className="mt-6">
          <Link to="/">{t('common.continueShopping')}</Link>
        </Button>
      </div>
    </Container>
  );
}
