import type { Category, SearchQuery, SearchResult } from './catalog.ts';

/*
 * What browser code needs of the API without the typed client, whose reply schemas would bring zod
 * into every page's scripts: the error it throws, and the two GETs the browser makes on its own
 * (search suggestions, the category browser), their replies taken as the API declares them.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  /** Seconds to wait before trying again (429 answers). */
  readonly retryAfter: number | undefined;

  constructor(status: number, code: string, message: string, requestId?: string, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.requestId = requestId;
    this.retryAfter = retryAfter;
  }
}

/** A query string of the defined values; arrays repeat the key. */
export function toQueryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as Array<[string, unknown]>) {
    if (value === undefined || value === '') continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value])
      params.append(key, String(item));
  }
  return params.toString();
}

async function dataOf<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok)
    throw new ApiError(response.status, 'HTTP_ERROR', `The server answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** SPEC §7 search, for the browser's search suggestions. */
export const searchFromBrowser = (query: SearchQuery) =>
  dataOf<SearchResult>(`/api/search/alldata?${toQueryString(query)}`);

/** SPEC §7 categories, for the browser's category browser (public: browsers and proxies may keep it). */
export const categoriesFromBrowser = async () =>
  (await dataOf<{ categories: Category[] }>('/api/catalog/category')).categories;
