import { useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { User } from '@vitrine/contract/auth';
import type { Cart } from '@vitrine/contract/cart';
import type { FavouriteItem } from '@vitrine/contract/favourites';
import type { CustomerConfig } from '@vitrine/contract/customer';
import type { PlatformCredit } from '@vitrine/contract/ssr';
import type { Route } from './+types/root';
import { apiFor, cookieHeaders } from './lib/api.server';
import { lookUpSession, shopperApi } from './lib/session.server';
import { emptyOnFailure, logLoadFailure } from './lib/load-failure';
import { AUTH_ACTION_PATH } from './features/auth/auth-action-path';
import { CART_CHANGING_ACTION_PATHS } from './features/checkout/cart-changing-paths';
import { PROFILE_PAGE_PATH } from '@vitrine/contract/site';
import { PRIVACY_PAGE_PATH } from './features/privacy/privacy-paths';
import { isProtectedPath } from './features/auth/protected-paths';
import { WISHLIST_ITEM_PATH, type WishlistResult } from './features/wishlist/wishlist-result';
import { themeToCssVariables } from './lib/theme';
import { FullScreenMessage } from './features/layout/full-screen-message';
import { AnalyticsScript } from './features/analytics/analytics-script';
import { isOperatorPath } from './features/operator/operator-paths';
import { CONSOLE_PATH } from './features/admin/staff-roles';
import { I18nextProvider } from 'react-i18next';
import { i18nFor, LOCALES } from './i18n/i18n';
import { languageOf } from './i18n/language.server';

import stylesheet from './app.css?url';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = lookUpSession(request, context);
  try {
    const config = await apiFor(request, context).getCustomerDetails();
    const { user, setCookieHeaders } = await session;
    if (config.analytics) context.allowAnalytics(config.analytics.provider);
    // SPEC §4 "App start": a signed-in shopper's cart and wishlist load with the shop.
    const shopper = user ? await shopperData(request, context) : NO_SHOPPER_DATA;
    // A refreshed session's cookies travel on with the page (React Router merges loaders' Set-Cookie).
    return data(
      {
        config,
        user,
        // The shopper's switch, else the shop's default (decision 0095).
        language: languageOf(request, config.defaultLanguage),
        demo: context.demo,
        platformCredit: context.platformCredit,
        operatorPage: false,
        ...shopper,
      },
      { headers: cookieHeaders(setCookieHeaders) },
    );
  } catch (error) {
    // No shop answers on this host: the page says so (and the other loaders' 404s are not shown).
    if (error instanceof Response && error.status === 404) {
      // The operator's console has no shop: its pages answer for themselves (decision 0076).
      const operatorPage = isOperatorPath(new URL(request.url).pathname);
      return data(
        {
          config: null,
          user: null,
          language: 'en' as const,
          demo: context.demo,
          platformCredit: null,
          operatorPage,
          ...NO_SHOPPER_DATA,
        },
        { status: operatorPage ? 200 : 404 },
      );
    }
    logLoadFailure(context.log, 'Failed to load customer config', error);
    throw error;
  }
}

const isConsolePath = (pathname: string) =>
  pathname === CONSOLE_PATH || pathname.startsWith(`${CONSOLE_PATH}/`) || isOperatorPath(pathname);

const NO_SHOPPER_DATA: { cart: Cart | null; favourites: FavouriteItem[] } = { cart: null, favourites: [] };

/** The cart and wishlist of the signed-in shopper; a failed fetch leaves an empty cart (SPEC §4). */
async function shopperData(request: Request, context: Route.LoaderArgs['context']) {
  const { api } = await shopperApi(request, context);
  if (!api) return NO_SHOPPER_DATA;
  const [cart, favourites] = await Promise.all([
    emptyOnFailure<Cart | null>(context.log, api.getCart(), null, 'Error fetching cart'),
    emptyOnFailure(context.log, api.getFavourites(), [], 'Failed to fetch favourites'),
  ]);
  return { cart, favourites };
}

/**
 * The tenant's config does not change while a shopper browses; loading it once per document is enough.
 * Only signing in or out (the dialog's and the menu's submissions to the auth route) changes who is here.
 */
export function shouldRevalidate({
  formAction,
  actionResult,
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs) {
  // Leaving a signed-in page may be the redirect that follows signing out there (requireUser's).
  if (!formAction) return isProtectedPath(currentUrl.pathname) && currentUrl.pathname !== nextUrl.pathname;
  const path = new URL(formAction, 'http://localhost').pathname;
  if (CART_CHANGING_ACTION_PATHS.has(path)) return true;
  // "Move to cart" changes the cart as well as the wishlist. A refused one is almost always a refused
  // add that changed nothing, and loading the page's data again would wipe the refusal's message.
  if (path === WISHLIST_ITEM_PATH) {
    const result = actionResult as WishlistResult | undefined;
    return result?.intent === 'move' && result.ok;
  }
  // A changed name or picture shows in the header's avatar.
  if (path === PROFILE_PAGE_PATH) return true;
  // Deleting the account (decision 0093) ends the session: the header signs out.
  if (path === PRIVACY_PAGE_PATH) return true;
  if (path !== AUTH_ACTION_PATH) return false;
  return (actionResult as { sessionChanged?: boolean } | undefined)?.sessionChanged === true;
}

export function useCustomerConfig(): CustomerConfig {
  const rootData = useRouteLoaderData<typeof loader>('root');
  if (!rootData?.config) throw new Error('useCustomerConfig is used outside a resolved tenant');
  return rootData.config;
}

/** Whether the server runs the demo, which every page then says. */
export function useDemoMode(): boolean {
  return useRouteLoaderData<typeof loader>('root')?.demo ?? false;
}

/** Who the footer credits (SPEC §1); a page that shows the footer has a shop, and with it the credit. */
export function usePlatformCredit(): PlatformCredit {
  const credit = useRouteLoaderData<typeof loader>('root')?.platformCredit;
  if (!credit) throw new Error('usePlatformCredit is used outside a resolved tenant');
  return credit;
}

/** The signed-in shopper, or null for a guest. */
export function useSessionUser(): User | null {
  const rootData = useRouteLoaderData<typeof loader>('root');
  return rootData?.user ?? null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const brand = rootData?.config?.brandDetails[0];
  // The owner's console (and the operator's) stays English whatever the storefront speaks.
  const console = isConsolePath(useLocation().pathname);
  const language = (!console && rootData?.language) || 'en';
  return (
    <html
      lang={LOCALES[language]}
      data-theme-mode={brand?.theme.mode ?? 'light'}
      style={brand ? (themeToCssVariables(brand.theme) as React.CSSProperties) : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {brand && <meta name="theme-color" content={brand.theme.primaryColor} />}
        {/* An SVG of the seed, or the PNG, JPEG or WebP the owner uploaded: the browser reads its type. */}
        {brand && <link rel="icon" href={brand.shortLogo} />}
        <Meta />
        {/* One stylesheet at a hashed, immutable address (decision 0033). React places a stylesheet with a
            precedence ahead of the script preloads it hoists, so the first paint waits on it alone. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
      </head>
      <body className="min-h-dvh bg-canvas text-ink antialiased">
        <I18nextProvider i18n={i18nFor(language)}>{children}</I18nextProvider>
        <ScrollRestoration />
        <Scripts />
        {rootData?.config?.analytics && <AnalyticsScript analytics={rootData.config.analytics} />}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  if (!loaderData.config && !loaderData.operatorPage)
    return <FullScreenMessage title="Customer not found..." />;
  return <Outlet />;
}

export function meta({ data: rootData }: Route.MetaArgs) {
  const brand = rootData?.config?.brandDetails[0];
  if (!brand)
    return [{ title: rootData?.operatorPage ? 'Vitrine platform console' : 'Customer not found...' }];
  return [{ title: brand.appName }, { name: 'description', content: brand.appDescription }];
}

const CONFIG_RETRY_MS = 3_000;

/**
 * The config could not be loaded (the API is starting or briefly unreachable): the shopper sees
 * "Loading application..." while the browser keeps asking until the config arrives.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const waitingOnConfig = !isRouteErrorResponse(error) || error.status >= 500;
  useEffect(() => {
    if (!waitingOnConfig) return;
    const timer = setTimeout(() => window.location.reload(), CONFIG_RETRY_MS);
    return () => clearTimeout(timer);
  }, [waitingOnConfig]);
  if (!waitingOnConfig) return <FullScreenMessage title="Customer not found..." />;
  return <FullScreenMessage title="Loading application..." spinner />;
}
