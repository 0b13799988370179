import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher, useNavigate, useRouteLoaderData } from 'react-router';
import type { Cart, CartItem } from '@vitrine/contract/cart';
import type { loader as rootLoader } from '../../root';
import { useAuthDialog } from '../auth/auth-dialog-context';
import { useServerValue } from '../../lib/server-reply';
import { CART_LINE_PATH, type CartIntent, type CartLineResult } from './cart-line-result';

export interface CartLineInput {
  productId: string;
  productVariantId: string | null;
  description?: string;
}

export interface AddOptions {
  /** The drawer opens once the server has the item (the product page); a card shows it in place. */
  openDrawer?: boolean;
  /** "Buy now": once the cart has the item (one, unless it already had it), go to checkout. */
  thenCheckout?: boolean;
}

interface CartApi {
  /** What the shopper sees: the server's last cart with the pending change already applied. */
  cart: Cart | null;
  lineCount: number;
  /** Adds one of a product (a guest signs in first; the item is added right after). */
  add: (line: CartLineInput, options?: AddOptions) => void;
  setQuantity: (item: CartItem, quantity: number) => void;
  /** The cart's line for this product (or variant), if it has one. */
  itemOf: (line: CartLineInput) => CartItem | undefined;
  /** Whether an add of this line is on its way to the server. */
  isAdding: (line: CartLineInput) => boolean;
  /**
   * SPEC §8: the server's refusal, or the fallback message, of the last change, what it was and the
   * line it was for (so only that product's button shows it). Cleared while the next change is sent.
   */
  error: { message: string; intent: CartIntent; line: CartLineInput | null } | null;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

const CartContext = createContext<CartApi | null>(null);

/**
 * SPEC §4 "Cart": the cart comes with the page for a signed-in shopper and is replaced wholesale by
 * every server reply. Quantity changes and deletes show at once and fall back to the server's cart,
 * with its message, when it refuses. Signing out empties it in the page.
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof rootLoader>('root');
  const signedIn = Boolean(rootData?.user);
  const fetcher = useFetcher<CartLineResult>({ key: 'cart-line' });
  // The last change sent: which line, and whether its add should open the drawer or go to checkout.
  const [sent, setSent] = useState<{
    line: CartLineInput | null;
    openDrawer: boolean;
    thenCheckout?: boolean;
  }>({
    line: null,
    openDrawer: true,
  });
  const [drawer, setDrawer] = useState({ open: false, reply: fetcher.data });
  // A line the server has just added opens the drawer, to show where it went.
  if (drawer.reply !== fetcher.data)
    setDrawer({
      reply: fetcher.data,
      open: drawer.open || (fetcher.data?.ok === true && fetcher.data.intent === 'add' && sent.openDrawer),
    });
  const setDrawerOpen = useCallback((open: boolean) => setDrawer((current) => ({ ...current, open })), []);
  const { openSignIn, signInOpen } = useAuthDialog();

  const fromServer = useServerValue(rootData?.cart ?? null, fetcher.data);
  const pending = fetcher.formData;
  const cart = signedIn ? withPendingChange(fromServer.value, pending) : null;

  const submit = fetcher.submit;
  const send = useCallback(
    (intent: CartIntent, line: CartLineInput, quantity?: number, options: AddOptions = {}) => {
      const { openDrawer = !options.thenCheckout, thenCheckout } = options;
      setSent({ line, openDrawer, thenCheckout });
      void submit(cartLineFields(intent, line, quantity), { method: 'post', action: CART_LINE_PATH });
    },
    [submit],
  );
  const navigate = useNavigate();
  // "Buy now" goes on to checkout once the server has the item and the page's data has loaded again
  // after it (a navigation started while that reload runs could change the address and not the page).
  const replyHandled = useRef(fetcher.data);
  const settled = fetcher.state === 'idle';
  useEffect(() => {
    if (!settled || replyHandled.current === fetcher.data) return;
    replyHandled.current = fetcher.data;
    if (fetcher.data?.ok && fetcher.data.intent === 'add' && sent.thenCheckout) void navigate('/checkout');
  }, [settled, fetcher.data, sent.thenCheckout, navigate]);

  const waitingForSignIn = useRef<{ line: CartLineInput; options?: AddOptions } | null>(null);
  const add = useCallback(
    (line: CartLineInput, options?: AddOptions) => {
      if (!signedIn) {
        waitingForSignIn.current = { line, options };
        openSignIn();
        return;
      }
      const current = cart?.items.find((item) => sameLine(item, line));
      if (current && options?.thenCheckout) void navigate('/checkout');
      else send('add', line, (current?.quantity ?? 0) + 1, options);
    },
    [signedIn, openSignIn, send, cart, navigate],
  );
  // The item a guest asked for goes in as soon as they have signed in (one more, if their cart has it).
  useEffect(() => {
    if (!signedIn || !waitingForSignIn.current) return;
    const { line, options } = waitingForSignIn.current;
    waitingForSignIn.current = null;
    add(line, options);
  }, [signedIn, add]);

  const api = useMemo<CartApi>(
    () => ({
      cart,
      lineCount: cart?.items.length ?? 0,
      add,
      setQuantity: (item, quantity) => send(...quantityChange(item, quantity)),
      itemOf: (line) => cart?.items.find((item) => sameLine(item, line)),
      isAdding: (line) => pending?.get('intent') === 'add' && sameLine(lineIn(pending), line),
      error: signedIn && fromServer.error && !pending ? { ...fromServer.error, line: sent.line } : null,
      drawerOpen: drawer.open && !signInOpen,
      setDrawerOpen,
    }),
    [cart, add, send, pending, signedIn, fromServer.error, sent.line, drawer.open, signInOpen, setDrawerOpen],
  );
  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const api = useContext(CartContext);
  if (!api) throw new Error('useCart is used outside CartProvider');
  return api;
}

/** What a cart submission posts, through the fetcher or as a plain form (`PostForm`). */
export const cartLineFields = (intent: CartIntent, line: CartLineInput, quantity?: number) => ({
  intent,
  productId: line.productId,
  productVariantId: line.productVariantId ?? '',
  description: line.description ?? '',
  ...(quantity === undefined ? {} : { quantity: String(quantity) }),
});

/** A line's new quantity as a submission: none left takes the line out. */
export const quantityChange = (item: CartItem, quantity: number) =>
  (quantity <= 0 ? ['delete', lineOf(item)] : ['update', lineOf(item), quantity]) as [
    CartIntent,
    CartLineInput,
    number?,
  ];

const lineOf = (item: CartItem): CartLineInput => ({
  productId: item.productId,
  productVariantId: item.productVariantId,
  description: item.description,
});
/** Whether a cart line (or a line asked for) is this product, or this variant of it. */
export const sameLine = (item: Omit<CartLineInput, 'description'>, line: CartLineInput) =>
  item.productId === line.productId && (item.productVariantId ?? null) === (line.productVariantId ?? null);
/** The line a cart submission is about. */
const lineIn = (form: FormData): CartLineInput => ({
  productId: String(form.get('productId')),
  productVariantId: String(form.get('productVariantId')) || null,
});

/** The cart as it will be once the change in flight lands (adds wait for the server's reply). */
function withPendingChange(cart: Cart | null, form: FormData | undefined): Cart | null {
  if (!cart || !form) return cart;
  const intent = form.get('intent');
  if (intent !== 'update' && intent !== 'delete') return cart;
  const line = lineIn(form);
  const quantity = intent === 'delete' ? 0 : Number(form.get('quantity'));
  const items = cart.items.flatMap((item) => {
    if (!sameLine(item, line)) return [item];
    const total = item.price === null ? null : round2(item.price * quantity);
    return quantity > 0 ? [{ ...item, quantity, total }] : [];
  });
  // A shop that hides prices sends no amounts (decision 0025), so there is no total to work out.
  if (cart.total === null) return { ...cart, items };
  const total = items
    .filter((item) => item.availability.isAvailable)
    .reduce((sum, item) => round2(sum + (item.total ?? 0)), 0);
  return { ...cart, items, total };
}

const round2 = (amount: number) => Math.round(amount * 100) / 100;
