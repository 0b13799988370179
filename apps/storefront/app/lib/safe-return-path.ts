/** A path on this site to go back to (never another site's address). */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  // Read as a browser reads it (tabs and newlines dropped, a backslash as a slash): it must stay here.
  const here = 'http://shop.invalid';
  const url = URL.canParse(value, here) ? new URL(value, here) : null;
  const path = url?.origin === here ? url.pathname + url.search + url.hash : fallback;
  // Dot segments can make the path itself start with two slashes ("/.//evil.example").
  return path.startsWith('//') ? fallback : path;
}
