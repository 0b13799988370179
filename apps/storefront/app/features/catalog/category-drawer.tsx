import { useTranslation } from 'react-i18next';
import { Collapsible } from 'radix-ui';
import { Link } from 'react-router';
import { ChevronDown } from '../../components/icons/icons';
import type { Category } from '@vitrine/contract/catalog';
import { Button } from '../../components/ui/button';
import { Drawer } from '../../components/ui/drawer';
import { IconButton } from '../../components/ui/icon-button';
import { cx } from '../../lib/class-names';
import { useOpenUntilNavigation } from '../layout/use-open-until-navigation';
import { categoryPath } from './catalog-paths';
import { CATEGORIES_FAILED, useCategoryTree, type CategoryTreeState } from './use-category-tree';

const CATEGORY_DRAWER_WIDTH_PX = 320;

/** The phone's category browser: the shop's tree in a drawer, each level opened on demand. */
export function CategoryDrawer({ trigger }: { trigger: React.ReactElement }) {
  const { open, onOpenChange } = useOpenUntilNavigation();
  const { state, load } = useCategoryTree();
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (next) load();
      }}
      side="left"
      widthPx={CATEGORY_DRAWER_WIDTH_PX}
      title={t('categories.title')}
      trigger={trigger}
    >
      <CategoryTreeView state={state} retry={load} />
    </Drawer>
  );
}

function CategoryTreeView({ state, retry }: { state: CategoryTreeState; retry: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 px-4 py-6 text-sm">
        <p>{CATEGORIES_FAILED}</p>
        <Button variant="outline" onClick={retry}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  if (state.status !== 'loaded') {
    return (
      <ul aria-label={t('categories.loading')} aria-busy className="space-y-2 px-4 py-4">
        {[0, 1, 2, 3, 4].map((row) => (
          <li key={row} className="h-11 animate-pulse rounded-lg bg-scaffold" />
        ))}
      </ul>
    );
  }
  return (
    <nav aria-label={t('categories.title')} className="px-2 py-3">
      <CategoryList categories={state.categories} />
    </nav>
  );
}

function CategoryList({ categories }: { categories: Category[] }) {
  return (
    <ul>
      {categories.map((category) => (
        <CategoryRow key={category.categoryId} category={category} />
      ))}
    </ul>
  );
}

const LINK_CLASS =
  'focus-ring flex min-h-11 flex-1 items-center rounded-lg px-3 py-2 text-sm transition hover:bg-scaffold';

function CategoryRow({ category }: { category: Category }) {
  const root = category.ancestors.length === 0;
  const { t } = useTranslation();
  const link = (
    <Link to={categoryPath(category)} className={cx(LINK_CLASS, root && 'font-medium')}>
      {category.name}
    </Link>
  );
  if (category.children.length === 0) return <li>{link}</li>;
  return (
    <li>
      <Collapsible.Root>
        <div className="flex items-center">
          {link}
          <Collapsible.Trigger asChild>
            <IconButton
              label={t('categories.subcategories', { name: category.name })}
              className="group shrink-0"
            >
              <ChevronDown aria-hidden className="size-5 transition group-data-[state=open]:rotate-180" />
            </IconButton>
          </Collapsible.Trigger>
        </div>
        <Collapsible.Content className="ml-3 border-l border-neutral-200 pl-1">
          <CategoryList categories={category.children} />
        </Collapsible.Content>
      </Collapsible.Root>
    </li>
  );
}
