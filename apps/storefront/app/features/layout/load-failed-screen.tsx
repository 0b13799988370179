import { useTranslation } from 'react-i18next';
import { RefreshCw, WifiOff } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { StatusScreen } from './status-screen';

export function LoadFailedScreen() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={WifiOff}
      title={t('status.loadFailed.title')}
      action={
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden className="size-4" />
          {t('common.tryAgain')}
        </Button>
      }
    >
      {t('status.loadFailed.text')}
    </StatusScreen>
  );
}
