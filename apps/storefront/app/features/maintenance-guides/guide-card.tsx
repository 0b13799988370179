import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight } from '../../components/icons/icons';
import type { MaintenanceGuideSummary } from '@vitrine/contract/maintenance-guides';
import { MAINTENANCE_GUIDES_PAGE } from '@vitrine/contract/site';

export const guidePath = (guideId: string) => `${MAINTENANCE_GUIDES_PAGE.pagePath}/${guideId}`;

/** One guide in the list: the whole card opens it. */
export function GuideCard({ guide }: { guide: MaintenanceGuideSummary }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={guidePath(guide.guideId)}
        className="group focus-ring flex h-full flex-col rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 transition hover:ring-primary/50 sm:p-5"
      >
        <p className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{guide.appliesTo}</p>
        <h2 className="mt-2 text-base leading-snug font-semibold group-hover:underline">{guide.title}</h2>
        <p className="mt-2 flex-1 text-sm leading-6 text-neutral-700">{guide.summary}</p>
        <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
          {t('guides.read')}
          <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-0.5" />
        </span>
      </Link>
    </li>
  );
}
