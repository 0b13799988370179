import { Link } from 'react-router';
import type { Category } from '@vitrine/contract/catalog';
import { categoryPath } from './catalog-paths';

/** Categories as a row of chip links; the list's layout (scrolling or wrapping) is the caller's. */
export function CategoryChips({ categories, className }: { categories: Category[]; className: string }) {
  return (
    <ul className={className}>
      {categories.map((category) => (
        <li key={category.categoryId} className="shrink-0">
          <Link
            to={categoryPath(category)}
            className="focus-ring flex min-h-11 items-center rounded-full border border-neutral-300 bg-canvas px-4 text-sm font-medium hover:border-primary hover:text-primary"
          >
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
