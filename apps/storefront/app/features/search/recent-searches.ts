const STORAGE_KEY = 'vitrine.recentSearches';
const MAX_RECENT = 8;

/** The shopper's last searches on this shop, newest first (kept in this browser only). */
export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((term): term is string => typeof term === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberSearch(term: string) {
  const terms = [term, ...readRecentSearches().filter((saved) => saved.toLowerCase() !== term.toLowerCase())];
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(terms.slice(0, MAX_RECENT)));
  } catch {
    // Private mode or a full storage: searching still works, it is just not remembered.
  }
}

/** Recent searches containing the typed text (all of them while nothing is typed). */
export function matchingRecentSearches(recent: string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  return needle ? recent.filter((term) => term.toLowerCase().includes(needle)) : recent;
}
