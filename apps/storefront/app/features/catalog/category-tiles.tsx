import { Link } from 'react-router';
import type { Category } from '@vitrine/contract/catalog';
import { useCustomerConfig } from '../../root';
import { Container } from '../../components/ui/container';
import { cx } from '../../lib/class-names';
import { categoryPath } from './catalog-paths';

/** Category tiles: square when the shop turns on showSqrCategory, round otherwise. */
/** What a tile shows of a category: the home loader sends the page only this, not the whole tree. */
export type TileCategory = Pick<Category, 'categoryId' | 'name' | 'categoryImage'>;

export function tileCategory({ categoryId, name, categoryImage }: TileCategory): TileCategory {
  return { categoryId, name, categoryImage };
}

export function CategoryTiles({ categories, title }: { categories: TileCategory[]; title: string }) {
  const { uiFeatures } = useCustomerConfig();
  if (categories.length === 0) return null;
  const square = uiFeatures.showSqrCategory;
  return (
    <section aria-labelledby="category-tiles-heading" className="pt-10 md:pt-16">
      <Container>
        <h2 id="category-tiles-heading" className="text-xl font-semibold md:text-3xl">
          {title}
        </h2>
        <ul
          className="no-scrollbar -mx-4 mt-5 flex snap-x gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:gap-6 md:overflow-visible md:px-0 lg:grid-cols-6"
          data-tile-shape={square ? 'square' : 'round'}
        >
          {categories.map((category) => (
            <li key={category.categoryId} className="w-24 shrink-0 snap-start md:w-auto">
              <Link
                to={categoryPath(category)}
                className="focus-ring group flex flex-col items-center gap-2 rounded-xl text-center"
              >
                <span
                  className={cx(
                    'block aspect-square w-full overflow-hidden border border-neutral-200 bg-scaffold transition group-hover:border-primary',
                    square ? 'rounded-xl' : 'rounded-full',
                  )}
                >
                  {category.categoryImage && (
                    <img
                      src={category.categoryImage}
                      alt=""
                      width={800}
                      height={800}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-contain p-1 transition group-hover:scale-105"
                    />
                  )}
                </span>
                <span className="line-clamp-2 text-xs font-medium text-ink md:text-sm">{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
