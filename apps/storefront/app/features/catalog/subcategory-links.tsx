import { Link } from 'react-router';
import type { Category } from '@vitrine/contract/catalog';
import { categoryPath } from './catalog-paths';

/** The categories one level down, as chips (shown when the shop turns on showSubcategories). */
export function SubcategoryLinks({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Subcategories" className="mt-4">
      <ul className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 md:mx-0 md:flex-wrap md:px-0">
        {categories.map((child) => (
          <li key={child.categoryId} className="shrink-0">
            <Link
              to={categoryPath(child)}
              className="focus-ring flex min-h-11 items-center rounded-full border border-neutral-300 bg-canvas px-4 text-sm font-medium hover:border-primary hover:text-primary"
            >
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
