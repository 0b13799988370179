import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShoppingCart } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { Drawer } from '../../components/ui/drawer';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorNotice } from '../../components/ui/error-notice';
import { useCart } from './cart-context';
import { CartLineCard } from './cart-line-card';
import { ProceedToCheckout } from './proceed-to-checkout';

/** SPEC §2 "Cart drawer": from the right, 380 px (the full width on small screens). */
export function CartDrawer({ trigger }: { trigger: React.ReactElement }) {
  const { cart, lineCount, drawerOpen, setDrawerOpen, error } = useCart();
  const close = () => setDrawerOpen(false);
  const { t } = useTranslation();
  return (
    <Drawer
      open={drawerOpen}
      onOpenChange={setDrawerOpen}
      trigger={trigger}
      side="right"
      widthPx={380}
      fullWidthOnPhones
      title={t('cart.title', { count: lineCount })}
    >
      <div className="flex min-h-full flex-col">
        {error && error.intent !== 'add' && <ErrorNotice message={error.message} className="mx-4 mt-3" />}
        {cart && cart.items.length > 0 ? (
          <>
            <div className="flex-1 divide-y divide-neutral-200 px-4">
              {cart.items.map((item) => (
                <CartLineCard key={item.id} item={item} onNavigate={close} />
              ))}
            </div>
            <div className="sticky bottom-0 flex flex-col gap-2 border-t border-neutral-200 bg-canvas p-4">
              <ProceedToCheckout total={cart.total} onClick={close} />
              <Button asChild variant="outline">
                <Link to="/cart" onClick={close}>
                  {t('cart.viewCart')}
                </Link>
              </Button>
            </div>
          </>
        ) : (
          <EmptyState icon={ShoppingCart} title={t('cart.empty')} onContinue={close} />
        )}
      </div>
    </Drawer>
  );
}
