import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { ShoppingCart } from '../components/icons/icons';
import type { Route } from './+types/cart';
import { requireUser } from '../lib/require-user.server';
import { ActionBar } from '../components/ui/action-bar';
import { Container } from '../components/ui/container';
import { EmptyState } from '../components/ui/empty-state';
import { ErrorNotice } from '../components/ui/error-notice';
import { metaT, pageTitle } from '../features/layout/page-title';
import { WITHOUT_CHAT_BUTTON } from '../features/layout/floating-buttons';
import { useCart } from '../features/cart/cart-context';
import { CartLineCard } from '../features/cart/cart-line-card';
import { CartSummary } from '../features/cart/cart-summary';
import { ProceedToCheckout } from '../features/cart/proceed-to-checkout';
import { PricesHiddenNote, useShowsPrices } from '../features/catalog/price-block';

/** SPEC §2 protected: the cart page (signed in only); the cart itself comes with the page's root data. */
export async function loader(args: Route.LoaderArgs) {
  const { headers } = await requireUser(args);
  return data(null, { headers });
}

export const handle = WITHOUT_CHAT_BUTTON;

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaT(matches)('pageTitles.cart'), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function CartPage() {
  const { cart, lineCount, error } = useCart();
  const showsPrices = useShowsPrices();
  const { t } = useTranslation();
  return (
    <Container className="py-8 md:py-12">
      <h1 className="text-2xl font-semibold md:text-3xl">{t('cart.title', { count: lineCount })}</h1>
      {error && error.intent !== 'add' && <ErrorNotice message={error.message} className="mt-4" />}
      {cart && cart.items.length > 0 ? (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
          <section
            aria-labelledby="cart-items-heading"
            className="divide-y divide-neutral-200 rounded-2xl px-4 ring-1 ring-neutral-200"
          >
            {/* The lines' names are h3s, as in the cart drawer under its title. */}
            <h2 id="cart-items-heading" className="sr-only">
              {t('cart.items')}
            </h2>
            {cart.items.map((item) => (
              <CartLineCard key={item.id} item={item} />
            ))}
          </section>
          <aside
            aria-labelledby="cart-summary-heading"
            className="grid gap-4 rounded-2xl p-5 ring-1 ring-neutral-200 lg:sticky lg:top-24"
          >
            <h2 id="cart-summary-heading" className="text-base font-semibold">
              {showsPrices ? t('cart.priceDetails') : t('cart.orderDetails')}
            </h2>
            {showsPrices ? <CartSummary cart={cart} /> : <PricesHiddenNote />}
            <ActionBar>
              <ProceedToCheckout total={cart.total} />
            </ActionBar>
          </aside>
        </div>
      ) : (
        <EmptyState icon={ShoppingCart} title={t('cart.empty')} />
      )}
    </Container>
  );
}
