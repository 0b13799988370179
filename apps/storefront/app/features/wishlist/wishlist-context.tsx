import { createContext, useCallback, useContext, useMemo } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import type { FavouriteItem } from '@vitrine/contract/favourites';
import type { loader as rootLoader } from '../../root';
import { useServerValue } from '../../lib/server-reply';
import { useAuthDialog } from '../auth/auth-dialog-context';
import {
  WISHLIST_FETCHER_KEY,
  WISHLIST_ITEM_PATH,
  type WishlistIntent,
  type WishlistResult,
} from './wishlist-result';

interface WishlistApi {
  items: FavouriteItem[];
  isMarked: (productId: string) => boolean;
  /** Marks or unmarks; a guest gets the sign-in dialog. */
  toggle: (productId: string) => void;
  remove: (productId: string) => void;
  /** Puts one of a product without variants in the cart and takes it off the wishlist. */
  moveToCart: (productId: string) => void;
  error: { message: string; intent: WishlistIntent } | null;
}

const WishlistContext = createContext<WishlistApi | null>(null);
const NONE: FavouriteItem[] = [];

/**
 * SPEC §4 "Favourites": the list comes with a signed-in shopper's page and each mark or unmark
 * replaces it with the server's answer; the heart changes at once and changes back on a refusal. An
 * item being unmarked or moved to the cart leaves the list at once and comes back on a refusal.
 */
export function WishlistProvider({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof rootLoader>('root');
  const signedIn = Boolean(rootData?.user);
  const fetcher = useFetcher<WishlistResult>({ key: WISHLIST_FETCHER_KEY });
  const fromServer = useServerValue(rootData?.favourites ?? NONE, fetcher.data);
  const { openSignIn } = useAuthDialog();
  const items = signedIn ? fromServer.value : NONE;

  const pendingId = fetcher.formData?.get('productId');
  const pendingMark = fetcher.formData?.get('intent') === 'mark';
  const isMarked = useCallback(
    (productId: string) =>
      pendingId === productId ? pendingMark : items.some((item) => item.productId === productId),
    [items, pendingId, pendingMark],
  );

  const submit = fetcher.submit;
  const send = useCallback(
    (intent: WishlistIntent, productId: string) =>
      void submit({ intent, productId }, { method: 'post', action: WISHLIST_ITEM_PATH }),
    [submit],
  );
  const api = useMemo<WishlistApi>(
    () => ({
      items: items.filter((item) => item.productId !== pendingId || pendingMark),
      isMarked,
      toggle: (productId) => {
        if (!signedIn) return openSignIn();
        send(isMarked(productId) ? 'unmark' : 'mark', productId);
      },
      remove: (productId) => send('unmark', productId),
      moveToCart: (productId) => send('move', productId),
      error: signedIn ? fromServer.error : null,
    }),
    [items, pendingId, pendingMark, isMarked, signedIn, openSignIn, send, fromServer.error],
  );
  return <WishlistContext.Provider value={api}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistApi {
  const api = useContext(WishlistContext);
  if (!api) throw new Error('useWishlist is used outside WishlistProvider');
  return api;
}
