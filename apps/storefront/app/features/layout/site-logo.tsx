import { Link } from 'react-router';
import type { BrandDetail } from '@vitrine/contract/customer';
import { cx } from '../../lib/class-names';

/**
 * Logos are drawn 240 × 64; the attributes reserve their box before the file arrives. In a row that is
 * too narrow (the phone header at 360 px) the logo is what gives way, scaled down, so nothing beside it
 * is pushed off the screen.
 */
const LOGO_WIDTH = 240;
const LOGO_HEIGHT = 64;

export function SiteLogo({ brand, className }: { brand: BrandDetail; className: string }) {
  return (
    <Link to="/" className="focus-ring inline-flex min-w-0 rounded-md">
      <img
        src={brand.logoURL}
        alt={brand.appName}
        width={LOGO_WIDTH}
        height={LOGO_HEIGHT}
        className={cx('w-auto min-w-0 object-contain object-left', className)}
      />
    </Link>
  );
}
