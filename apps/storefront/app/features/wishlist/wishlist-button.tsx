import { useTranslation } from 'react-i18next';
import { Heart } from '../../components/icons/icons';
import { IconButton } from '../../components/ui/icon-button';
import { PostForm } from '../../components/ui/post-form';
import { cx } from '../../lib/class-names';
import { useWishlist } from './wishlist-context';
import { WISHLIST_ITEM_PATH } from './wishlist-result';

/** The wishlist heart: filled when the product is on the shopper's wishlist. A form, so it works before hydration. */
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
  const { t } = useTranslation();
  return (
    <PostForm
      action={WISHLIST_ITEM_PATH}
      fields={{ intent: marked ? 'unmark' : 'mark', productId }}
      onSubmit={() => toggle(productId)}
    >
      <IconButton
        type="submit"
        label={
          marked ? t('wishlist.remove', { name: productName }) : t('wishlist.add', { name: productName })
        }
        aria-pressed={marked}
        variant={variant}
        className={className}
        // On a card the heart sits inside the product's link, which must not follow the click.
        onClick={(event) => event.stopPropagation()}
      >
        <Heart
          aria-hidden
          className={cx('size-5', marked ? 'fill-primary text-primary' : 'text-neutral-700')}
        />
      </IconButton>
    </PostForm>
  );
}
