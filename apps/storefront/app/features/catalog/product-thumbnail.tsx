import { Link } from 'react-router';
import { cx } from '../../lib/class-names';

const SIZE_CLASSES = { 56: 'size-14', 72: 'size-18', 80: 'size-20', 96: 'size-24' } as const;

interface ProductThumbnailProps {
  src: string;
  /** Its width and height in CSS pixels. */
  size: keyof typeof SIZE_CLASSES;
  /** The product's page: the picture links there too. */
  href?: string;
  onNavigate?: () => void;
  loading?: 'lazy';
}

/** A product's small square picture beside its name (cart, checkout, orders, wishlist). */
export function ProductThumbnail({ src, size, href, onNavigate, loading }: ProductThumbnailProps) {
  const image = (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={loading}
      className={cx(SIZE_CLASSES[size], 'shrink-0 rounded-lg bg-scaffold object-contain')}
    />
  );
  if (!href) return image;
  // The name's link beside it is the one a keyboard or screen reader reaches.
  return (
    <Link to={href} onClick={onNavigate} tabIndex={-1} aria-hidden className="shrink-0 rounded-lg">
      {image}
    </Link>
  );
}
