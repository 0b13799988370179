import { useTranslation } from 'react-i18next';
import type { Category } from '@vitrine/contract/catalog';
import {
  DropdownMenu,
  DropdownMenuAction,
  DropdownMenuLink,
  DropdownMenuSeparator,
  DropdownSubMenu,
} from '../../components/ui/dropdown-menu';
import { categoryPath } from './catalog-paths';
import { CATEGORIES_FAILED, useCategoryTree } from './use-category-tree';

/** The desktop header's category browser: a menu of the roots, each opening its subcategories beside it. */
export function CategoryMenu() {
  const { state, load } = useCategoryTree();
  const { t } = useTranslation();
  return (
    <DropdownMenu
      label={t('categories.title')}
      align="start"
      triggerClassName="hover:bg-scaffold"
      onOpenChange={(open) => open && load()}
    >
      {state.status === 'loaded' ? (
        <CategoryItems categories={state.categories} />
      ) : state.status === 'failed' ? (
        <>
          <p role="alert" className="px-3 py-2 text-sm">
            {CATEGORIES_FAILED}
          </p>
          <DropdownMenuAction
            onSelect={(event) => {
              event.preventDefault();
              load();
            }}
          >
            {t('common.tryAgain')}
          </DropdownMenuAction>
        </>
      ) : (
        <p role="status" className="px-3 py-2 text-sm text-neutral-600">
          {t('common.loading')}
        </p>
      )}
    </DropdownMenu>
  );
}

function CategoryItems({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  return categories.map((category) =>
    category.children.length === 0 ? (
      <DropdownMenuLink key={category.categoryId} to={categoryPath(category)}>
        {category.name}
      </DropdownMenuLink>
    ) : (
      <DropdownSubMenu key={category.categoryId} label={category.name}>
        <DropdownMenuLink to={categoryPath(category)}>
          {t('categories.all', { name: category.name })}
        </DropdownMenuLink>
        <DropdownMenuSeparator />
        <CategoryItems categories={category.children} />
      </DropdownSubMenu>
    ),
  );
}
