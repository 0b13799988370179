import type { SocialLinks as SocialLinkUrls } from '@vitrine/contract/customer';
import { SOCIAL_LINK_KEYS, type SocialLinkKey } from '@vitrine/contract/site';
import { FacebookIcon, InstagramIcon, LinkedinIcon, XTwitterIcon, YoutubeIcon } from './brand-icons';

const NETWORKS: Record<
  SocialLinkKey,
  { label: string; Icon: (props: { className?: string }) => React.ReactNode }
> = {
  facebookUrl: { label: 'Facebook', Icon: FacebookIcon },
  twitterUrl: { label: 'Twitter', Icon: XTwitterIcon },
  instagramUrl: { label: 'Instagram', Icon: InstagramIcon },
  youtubeUrl: { label: 'YouTube', Icon: YoutubeIcon },
  linkedInUrl: { label: 'LinkedIn', Icon: LinkedinIcon },
};

/** SPEC §2 "Footer": only the networks the shop filled in. */
export function SocialLinks({ links }: { links: SocialLinkUrls }) {
  const filled = SOCIAL_LINK_KEYS.flatMap((key) => (links[key] ? [{ key, url: links[key] }] : []));
  if (filled.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {filled.map(({ key, url }) => {
        const { label, Icon } = NETWORKS[key];
        return (
          <li key={key}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              className="focus-ring flex size-11 items-center justify-center rounded-full border border-neutral-300 bg-canvas text-ink transition hover:border-primary hover:bg-primary hover:text-on-primary"
            >
              <Icon className="size-5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
