import { Heart } from '../../components/icons/icons';
import { IconButton } from '../../components/ui/icon-button';
import { cx } from '../../lib/class-names';
import { useWishlist } from './wishlist-context';

/** The wishlist heart: filled when the product is on the shopper's wishlist. */
export function WishlistButton({
  productId,
  productName,
  variant = 'ghost',
  className,
}: {
  productId: string;
  productName: string;
  variant?: 'ghost' | 'floating';
  className?: string;
}) {
  const { isMarked, toggle } = useWishlist();
  const marked = isMarked(productId);
  return (
    <IconButton
      label={marked ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`}
      aria-pressed={marked}
      variant={variant}
      className={className}
      onClick={(event) => {
        // On a card the heart sits inside the product's link.
        event.preventDefault();
        toggle(productId);
      }}
    >
      <Heart
        aria-hidden
        className={cx('size-5', marked ? 'fill-primary text-primary' : 'text-neutral-700')}
      />
    </IconButton>
  );
}
