import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import type { CustomerConfig } from '@vitrine/contract/customer';
import { AuthDialogProvider } from '../auth/auth-dialog-context';
import { CartProvider } from '../cart/cart-context';
import { WishlistProvider } from '../wishlist/wishlist-context';
import { ShellTop } from './shell-top';
import { useChatButtonWanted } from './floating-buttons';
import { FullScreenMessage } from './full-screen-message';
import { MobileBottomBar } from './mobile-bottom-bar';
import { BACK_TO_TOP_ID, ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WhatsAppButton } from './whatsapp-button';

/** Quick navigations show no loading view at all; only one that keeps the shopper waiting does. */
const SLOW_NAVIGATION_MS = 500;

/** SPEC §2 "Public layout": everything around a page. */
export function SiteShell({ config, children }: { config: CustomerConfig; children: React.ReactNode }) {
  const { t } = useTranslation();
  useScrollToTopOnRouteChange();
  const slowNavigation = useSlowNavigation();
  const chatButtonWanted = useChatButtonWanted();
  return (
    <AuthDialogProvider>
      <CartProvider>
        <WishlistProvider>
          <div className="flex min-h-dvh flex-col pb-[calc(var(--spacing-mobile-bar)+var(--floating-lift))] md:pb-0">
            <div id={BACK_TO_TOP_ID} />
            <ShellTop />
            <SiteHeader config={config} />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter config={config} />
            {/* Floating, but a landmark like the rest of the page for those who navigate by them. */}
            <aside aria-label={t('floating.label')}>
              <ScrollToTopButton />
              {chatButtonWanted && <WhatsAppButton phone={config.contacts.whatsApp || config.whatsApp} />}
            </aside>
            <MobileBottomBar />
            {slowNavigation && <FullScreenMessage title={t('common.loading')} spinner />}
          </div>
        </WishlistProvider>
      </CartProvider>
    </AuthDialogProvider>
  );
}

function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

function useSlowNavigation(): boolean {
  const pending = useNavigation().state !== 'idle';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setSlow(true), SLOW_NAVIGATION_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [pending]);
  return slow;
}
