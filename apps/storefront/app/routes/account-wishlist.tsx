import { Trans, useTranslation } from 'react-i18next';
import { useState } from 'react';
import { data, Link, useFetcher } from 'react-router';
import { Heart, ShoppingCart, SlidersHorizontal, Trash2 } from '../components/icons/icons';
import type { Route } from './+types/account-wishlist';
import { requireUser } from '../lib/require-user.server';
import { EmptyState } from '../components/ui/empty-state';
import { ErrorNotice } from '../components/ui/error-notice';
import { IconButton } from '../components/ui/icon-button';
import { Button } from '../components/ui/button';
import { ActionToast } from '../components/ui/action-toast';
import { metaT, pageTitle } from '../features/layout/page-title';
import { productPath } from '../features/catalog/catalog-paths';
import { ProductThumbnail } from '../features/catalog/product-thumbnail';
import { LinePrice, useShowsPrices } from '../features/catalog/price-block';
import { useWishlist } from '../features/wishlist/wishlist-context';
import { WISHLIST_FETCHER_KEY, type WishlistResult } from '../features/wishlist/wishlist-result';

/** SPEC §2 /account/wishlist (signed in only): the shopper's favourites, from the page's root data. */
export async function loader(args: Route.LoaderArgs) {
  const { headers } = await requireUser(args);
  return data(null, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaT(matches)('pageTitles.wishlist'), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function WishlistPage() {
  const { items, remove, moveToCart, error } = useWishlist();
  const toast = useMovedToast();
  const showsPrices = useShowsPrices();
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="text-2xl font-semibold md:text-3xl">{t('wishlist.title', { count: items.length })}</h1>
      {error && <ErrorNotice message={error.message} className="mt-4" />}
      {items.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => {
            const href = productPath({
              productId: item.productId,
              productSKU: item.sku,
              productName: item.name,
            });
            return (
              <li
                key={item.productId}
                className="flex flex-wrap gap-3 rounded-2xl p-3 ring-1 ring-neutral-200"
              >
                <ProductThumbnail src={item.baseImage} size={96} href={href} />
                <div className="flex min-w-0 flex-1 flex-col">
                  <Link
                    to={href}
                    className="focus-ring line-clamp-2 rounded-sm text-sm font-medium hover:underline"
                  >
                    {item.name}
                  </Link>
                  {showsPrices && <LinePrice price={item.price} sellPrice={item.sellPrice} />}
                  {item.availableStock <= 0 && (
                    <p className="text-xs font-medium text-red-700">{t('cart.outOfStock')}</p>
                  )}
                </div>
                {/* The card's whole width, so the buttons' words stay on one line in narrow columns. */}
                <div className="flex w-full items-center gap-2 border-t border-neutral-200 pt-3">
                  {item.productType === 'CONFIGURABLE' ? (
                    // Which size or colour is the shopper's to say, on the product's page.
                    <Button asChild variant="outline" className="flex-1 px-3 whitespace-nowrap">
                      <Link to={href} aria-label={t('product.chooseOptionsFor', { name: item.name })}>
                        <SlidersHorizontal aria-hidden className="size-4 shrink-0" />
                        {t('product.chooseOptions')}
                      </Link>
                    </Button>
                  ) : (
                    <Button
                      variant="outline"
                      className="flex-1 px-3 whitespace-nowrap"
                      disabled={item.availableStock <= 0}
                      onClick={() => moveToCart(item.productId)}
                    >
                      <ShoppingCart aria-hidden className="size-4 shrink-0" />
                      <span>
                        <Trans
                          i18nKey="wishlist.moveToCart"
                          values={{ name: item.name }}
                          components={{ name: <span className="sr-only" /> }}
                        />
                      </span>
                    </Button>
                  )}
                  <IconButton
                    label={t('wishlist.remove', { name: item.name })}
                    onClick={() => remove(item.productId)}
                  >
                    <Trash2 aria-hidden className="size-4.5 text-neutral-600" />
                  </IconButton>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState icon={Heart} title={t('wishlist.empty')} />
      )}
      <ActionToast message={toast} />
    </div>
  );
}

/** "Moved to cart" once the server has the item in the cart and off the wishlist. */
function useMovedToast() {
  const reply = useFetcher<WishlistResult>({ key: WISHLIST_FETCHER_KEY }).data;
  const [seen, setSeen] = useState(reply);
  const [toast, setToast] = useState<{ text: string; id: number } | null>(null);
  const { t } = useTranslation();
  if (reply !== seen) {
    setSeen(reply);
    if (reply?.ok && reply.intent === 'move')
      setToast({ text: t('wishlist.moved'), id: (toast?.id ?? 0) + 1 });
  }
  return toast;
}
