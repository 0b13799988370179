import type { StorefrontLoadContext } from '@vitrine/contract/ssr';

declare module 'react-router' {
  // Loaders and actions receive what the server hands each page request (apps/api/src/plugins/storefront.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StorefrontLoadContext {}
}
