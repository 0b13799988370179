import type { AnalyticsProvider } from './customer.ts';

/** A name the footer's credit line shows, linked when it has an address. */
export interface CreditedParty {
  name: string;
  url: string | null;
}

/** SPEC §1: the platform provider and its technology company. */
export interface PlatformCredit {
  provider: CreditedParty;
  technologyCompany: CreditedParty;
}

/** A line of the server's log: the details (an error as `err`) and what happened. */
type LogFn = (details: Record<string, unknown>, message: string) => void;

/**
 * The server's logger for one page request (pino's, bound to its request id, with the API's
 * redaction of names, mobiles, addresses and tokens). The storefront logs through it, never the console.
 */
export interface PageLog {
  error: LogFn;
  warn: LogFn;
}

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
  /** The page loads the shop's analytics script: its provider's hosts join the page's policy. */
  allowAnalytics: (provider: AnalyticsProvider) => void;
  /** The page opens Razorpay Checkout: Razorpay's script, frame and API hosts join the page's policy. */
  allowRazorpayCheckout: () => void;
  requestId: string;
  log: PageLog;
  /** The server runs the demo (VITRINE_MODE=demo): every page says so. */
  demo: boolean;
  /** Who the footer credits (SPEC §1), from the deployment's config. */
  platformCredit: PlatformCredit;
}
