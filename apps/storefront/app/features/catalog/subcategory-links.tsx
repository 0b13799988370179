import { useTranslation } from 'react-i18next';
import type { Category } from '@vitrine/contract/catalog';
import { CategoryChips } from './category-chips';

/** The categories one level down, as chips (shown when the shop turns on showSubcategories). */
export function SubcategoryLinks({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('listing.subcategories')} className="mt-4">
      <CategoryChips
        categories={categories}
        className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 md:mx-0 md:flex-wrap md:px-0"
      />
    </nav>
  );
}
