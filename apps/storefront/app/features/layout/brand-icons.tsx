import { MessageCircle, Phone } from '../../components/icons/icons';
import { cx } from '../../lib/class-names';

/**
 * Marks of other companies, drawn here in lucide's 24 px stroke style: lucide-react 1.x no longer
 * ships brand icons.
 */
type IconProps = { className?: string };

function StrokeIcon({ className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

export function FacebookIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M15.5 3.5h-2A4 4 0 0 0 9.5 7.5v13" />
      <path d="M6.5 11h8" />
    </StrokeIcon>
  );
}

export function XTwitterIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M20 4l-6.8 7.6M4 20l6.8-7.6" />
    </StrokeIcon>
  );
}

export function InstagramIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </StrokeIcon>
  );
}

export function YoutubeIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </StrokeIcon>
  );
}

export function LinkedinIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </StrokeIcon>
  );
}

/** The speech bubble with a handset. */
export function WhatsAppIcon({ className }: IconProps) {
  return (
    <span aria-hidden className={cx('relative inline-flex items-center justify-center', className)}>
      <MessageCircle className="size-full" />
      <Phone className="absolute size-[42%] fill-current" strokeWidth={0} />
    </span>
  );
}

/** Google Play's four-coloured triangle. */
export function GooglePlayIcon({ className }: IconProps) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={className}>
      <path fill="#00D7FE" d="M4 2.6 13.4 12 4 21.4a1.4 1.4 0 0 1-.5-1.1V3.7c0-.4.2-.8.5-1.1z" />
      <path fill="#00F076" d="M4 2.6c.4-.3 1-.3 1.5 0l11 6.3-3.1 3.1z" />
      <path fill="#FF3A44" d="M4 21.4c.4.3 1 .3 1.5 0l11-6.3-3.1-3.1z" />
      <path fill="#FFD400" d="m16.5 8.9 3.3 1.9c1 .6 1 1.8 0 2.4l-3.3 1.9-3.1-3.1z" />
    </svg>
  );
}
