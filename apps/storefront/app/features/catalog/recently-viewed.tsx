import { useTranslation } from 'react-i18next';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Link } from 'react-router';

const STORAGE_KEY = 'vitrine.recentlyViewed';
const MAX_REMEMBERED = 12;

/** What this browser remembers of a product page it opened: enough for a link, never a price. */
export interface ViewedProduct {
  productId: string;
  name: string;
  path: string;
  image: string;
}

const isViewedProduct = (value: unknown): value is ViewedProduct =>
  typeof value === 'object' &&
  value !== null &&
  ['productId', 'name', 'path', 'image'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

function parseViewed(stored: string): ViewedProduct[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isViewedProduct) : [];
  } catch {
    return [];
  }
}

function storedViewed(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

/** Another tab of this shop remembering a product. */
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * "Recently viewed" under a product page: the other products this shopper opened in this browser on
 * this shop, newest first, and this one remembered for the next page. Names and pictures only: a
 * remembered price could be out of date, so the product's own page tells it.
 */
export function RecentlyViewed({ current }: { current: ViewedProduct }) {
  // The server and the first render in the browser know nothing viewed, so hydration matches.
  const { t } = useTranslation();
  const stored = useSyncExternalStore(subscribe, storedViewed, () => '[]');
  const others = useMemo(
    () => parseViewed(stored).filter((viewed) => viewed.productId !== current.productId),
    [stored, current.productId],
  );
  // The page's product as a string, so that it is remembered once per product, not once per render.
  const remembered = JSON.stringify(current);
  useEffect(() => {
    const product = JSON.parse(remembered) as ViewedProduct;
    const earlier = parseViewed(storedViewed()).filter((viewed) => viewed.productId !== product.productId);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify([product, ...earlier].slice(0, MAX_REMEMBERED)));
    } catch {
      // Private mode or a full storage: the page works, it is just not remembered.
    }
  }, [remembered]);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="pt-10 md:pt-16">
      <h2 id="recently-viewed-heading" className="text-lg font-semibold md:text-xl">
        {t('product.recentlyViewed')}
      </h2>
      <ul className="no-scrollbar -mx-4 mt-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:px-0">
        {others.map((viewed) => (
          <li key={viewed.productId} className="w-28 shrink-0 snap-start md:w-36">
            <Link to={viewed.path} className="focus-ring group grid gap-2 rounded-lg">
              <img
                src={viewed.image}
                alt=""
                width={144}
                height={144}
                loading="lazy"
                className="aspect-square w-full rounded-lg bg-scaffold object-contain"
              />
              <span className="line-clamp-2 text-sm group-hover:underline">{viewed.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
