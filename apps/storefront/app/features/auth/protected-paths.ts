/** SPEC §6: the pages only a signed-in shopper may see (their loaders call requireUser). */
const PROTECTED_PREFIXES = ['/cart', '/checkout', '/payment', '/account', '/admin'];

export const isProtectedPath = (pathname: string) =>
  PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ||
  pathname === '/payment-status';
