import { useTranslation } from 'react-i18next';
import { useDemoMode } from '../../root';
import { DemoBanner } from './demo-banner';

/** What every frame (shop, owner console, operator console) opens with: the skip link, then the demo strip. */
export function ShellTop() {
  const { t } = useTranslation();
  const demo = useDemoMode();
  return (
    <>
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-md bg-canvas px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      {demo && <DemoBanner />}
    </>
  );
}
