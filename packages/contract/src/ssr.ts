/**
 * What the API server hands the server-rendered storefront for each page request. The storefront
 * reaches the API only through `apiFetch` (an in-process HTTP call, no socket), exactly as a
 * remote client would through the network.
 */
export interface StorefrontLoadContext {
  [key: string]: unknown;
  apiFetch: typeof fetch;
  /** Nonce for the page's inline scripts (the Content-Security-Policy allows only these). */
  cspNonce: string;
  requestId: string;
  /** The server runs the demo (VITRINE_MODE=demo): every page says so. */
  demo: boolean;
}
