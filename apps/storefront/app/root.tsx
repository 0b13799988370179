import { useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { CustomerConfig } from '@vitrine/contract/customer';
import type { Route } from './+types/root';
import { apiFor } from './lib/api.server';
import { themeToCssVariables } from './lib/theme';
import { FullScreenMessage } from './features/layout/full-screen-message';
import './app.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    return { config: await apiFor(request, context).getCustomerDetails() };
  } catch (error) {
    // No shop answers on this host: the page says so (and the other loaders' 404s are not shown).
    if (error instanceof Response && error.status === 404) return data({ config: null }, { status: 404 });
    throw error;
  }
}

/** The tenant's config does not change while a shopper browses; loading it once per document is enough. */
export function shouldRevalidate() {
  return false;
}

export function useCustomerConfig(): CustomerConfig {
  const rootData = useRouteLoaderData<typeof loader>('root');
  if (!rootData?.config) throw new Error('useCustomerConfig is used outside a resolved tenant');
  return rootData.config;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const brand = rootData?.config?.brandDetails[0];
  return (
    <html
      lang="en-IN"
      data-theme-mode={brand?.theme.mode ?? 'light'}
      style={brand ? (themeToCssVariables(brand.theme) as React.CSSProperties) : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {brand && <meta name="theme-color" content={brand.theme.primaryColor} />}
        {brand && <link rel="icon" href={brand.shortLogo} type="image/svg+xml" />}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-canvas text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  if (!loaderData.config) return <FullScreenMessage title="Customer not found..." />;
  return <Outlet />;
}

export function meta({ data: rootData }: Route.MetaArgs) {
  const brand = rootData?.config?.brandDetails[0];
  if (!brand) return [{ title: 'Customer not found...' }];
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
