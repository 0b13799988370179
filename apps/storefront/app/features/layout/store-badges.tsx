import { Apple } from '../../components/icons/icons';
import type { CustomerConfig } from '@vitrine/contract/customer';
import { GooglePlayIcon } from './brand-icons';

/** "Get it on Google Play" and "Download on the App Store", each only when the shop has that app. */
export function StoreBadges({ appDetails }: { appDetails: CustomerConfig['appDetails'] }) {
  const { playStoreUrl, appStoreUrl } = appDetails;
  if (!playStoreUrl && !appStoreUrl) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {playStoreUrl && (
        <StoreBadge
          href={playStoreUrl}
          icon={<GooglePlayIcon className="size-6" />}
          kicker="GET IT ON"
          store="Google Play"
        />
      )}
      {appStoreUrl && (
        <StoreBadge
          href={appStoreUrl}
          icon={<Apple aria-hidden className="size-6 fill-current stroke-[1.5]" />}
          kicker="Download on the"
          store="App Store"
        />
      )}
    </div>
  );
}

function StoreBadge({
  href,
  icon,
  kicker,
  store,
}: {
  href: string;
  icon: React.ReactNode;
  kicker: string;
  store: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="focus-ring inline-flex h-12 items-center gap-2 rounded-lg border border-neutral-700 bg-neutral-950 pr-4 pl-3 text-white transition hover:bg-neutral-800"
    >
      {icon}
      <span className="flex flex-col leading-none">
        {/* The link's name is its visible words (the space keeps them apart when read). */}
        <span className="text-[10px] font-medium tracking-wide">{kicker}</span>{' '}
        <span className="mt-0.5 text-base font-semibold tracking-tight">{store}</span>
      </span>
    </a>
  );
}
