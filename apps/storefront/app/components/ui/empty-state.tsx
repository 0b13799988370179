import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IconComponent } from '../icons/icons';
import { Button } from './button';

/** A list with nothing in it yet: an icon, what is missing, and the way back to the shop. */
export function EmptyState({
  icon: Icon,
  title,
  onContinue,
}: {
  icon: IconComponent;
  title: string;
  onContinue?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <Icon aria-hidden className="size-12 text-neutral-400" />
      <p className="text-lg font-medium">{title}</p>
      <Button asChild variant="outline">
        <Link to="/" onClick={onContinue}>
          {t('common.continueShopping')}
        </Link>
      </Button>
    </div>
  );
}
