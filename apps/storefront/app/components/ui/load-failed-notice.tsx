import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RefreshCw } from '../icons/icons';
import { Button } from './button';
import { ErrorNotice } from './error-notice';
import { cx } from '../../lib/class-names';

/** A page's content could not be loaded: the SPEC §8 message and a retry (the same address, loaded again). */
export function LoadFailedNotice({ message, className }: { message: string; className?: string }) {
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  return (
    <div className={cx('grid justify-items-start gap-4', className)}>
      <ErrorNotice message={message} />
      <Button asChild variant="outline">
        <Link to={`${pathname}${search}`} replace>
          <RefreshCw aria-hidden className="size-4" />
          {t('common.tryAgain')}
        </Link>
      </Button>
    </div>
  );
}
