import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Compass } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { StatusScreen } from './status-screen';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={Compass}
      title={t('status.notFound.title')}
      action={
        <Button asChild>
          <Link to="/">{t('status.notFound.backHome')}</Link>
        </Button>
      }
    >
      {t('status.notFound.text')}
    </StatusScreen>
  );
}
