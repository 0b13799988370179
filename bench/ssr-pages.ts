import { categoryPath, productPath } from '../apps/storefront/app/features/catalog/catalog-paths.ts';
import { CONNECTIONS, measure, rotating, type LoadResult } from './load.ts';

/**
 * Server-rendered pages as a guest meets them: home, category, product and search of one shop (its
 * host name), each request a URL of its own where the page allows it (every product of the
 * catalogue, every category at its first pages, catalogue words, their prefixes and typos).
 *
 * Runs alone as well: `node --import tsx bench/ssr-pages.ts http://127.0.0.1:3000 localhost:3000 [seconds]`.
 */
export async function measureSsrPages(
  origin: string,
  host: string,
  seconds: number,
  connections = CONNECTIONS,
): Promise<LoadResult[]> {
  const urls = await pageUrls(origin, host);
  // As a browser asks: the page's compression is part of its cost.
  const headers = { host, 'accept-encoding': 'gzip, deflate, br' };
  const page = (name: string, paths: string[]) => {
    const next = rotating(paths);
    return {
      name: `${name} page (${host}, ${paths.length} URLs, ${connections} connections)`,
      origin,
      headers,
      next: () => ({ path: next() }),
    };
  };
  const results: LoadResult[] = [];
  for (const target of [
    page('Home', ['/']),
    page('Category', urls.categories),
    page('Product', urls.products),
    page('Search', urls.searches),
  ]) {
    results.push(await measure(target, seconds, connections));
  }
  return results;
}

interface CategoryNode {
  categoryId: string;
  name: string;
  children: CategoryNode[];
}
interface ListedProduct {
  productId: string;
  productSKU: string;
  productName: string;
}

const PAGES_PER_CATEGORY = 3;
const PRODUCTS_PER_CATEGORY_PAGE = 24;

/** A shop's category pages (first pages), product pages and searches from its own words. */
export async function pageUrls(origin: string, host: string) {
  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${origin}/api${path}`, { headers: { host } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  const tree = await api<{ categories: CategoryNode[] }>('/catalog/category');
  const categories = flatten(tree.categories);
  const products = new Map<string, ListedProduct>();
  const categoryUrls: string[] = [];
  for (const category of categories) {
    for (let pageNumber = 1; pageNumber <= PAGES_PER_CATEGORY; pageNumber += 1) {
      const listing = await api<{ result: ListedProduct[]; total: number }>(
        `/catalog/products/categoryId?categoryId=${category.categoryId}&page=${pageNumber}`,
      );
      for (const product of listing.result) products.set(product.productId, product);
      categoryUrls.push(`${categoryPath(category)}?page=${pageNumber}`);
      if (pageNumber * PRODUCTS_PER_CATEGORY_PAGE >= listing.total) break;
    }
  }
  const productUrls = [...products.values()].map((product) => productPath(product));
  const searches = searchTerms([...products.values()].map((product) => product.productName)).map(
    (term) => `/search?q=${encodeURIComponent(term)}`,
  );
  return { categories: categoryUrls, products: productUrls, searches };
}

function flatten(categories: CategoryNode[]): CategoryNode[] {
  return categories.flatMap((category) => [category, ...flatten(category.children)]);
}

/** The catalogue's words as shoppers type them: whole, as a prefix, and with two letters swapped. */
function searchTerms(names: string[]): string[] {
  const words = new Set(names.flatMap((name) => name.toLowerCase().match(/\p{L}{3,}/gu) ?? []));
  const terms = new Set<string>();
  for (const word of words) {
    terms.add(word);
    terms.add(word.slice(0, 3 + (word.length % 3)));
    if (word.length > 4) terms.add(`${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`);
  }
  return [...terms];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin = 'http://127.0.0.1:3000', host = 'localhost:3000', seconds = '10'] = process.argv.slice(2);
  console.log(`${CONNECTIONS} connections, ${seconds} s per page`);
  for (const result of await measureSsrPages(origin, host, Number(seconds))) {
    console.log(
      `${result.name}: ${result.requestsPerSecond.toFixed(0)} pages/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, failures ${result.failures}`,
    );
  }
}
