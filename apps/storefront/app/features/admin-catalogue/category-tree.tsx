import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import type { AdminCategory } from '@vitrine/contract/admin-catalog';
import { ChevronDown, Pencil, Trash2 } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { TextField } from '../../components/ui/text-field';
import { cx } from '../../lib/class-names';
import type { CategoryActionResult } from './category-action.server';
import { SelectField } from './select-field';

/** Every category as "Parent › Child" for the parent pickers, in tree order. */
export function categoryChoices(tree: AdminCategory[], exclude?: string, trail: string[] = []) {
  return tree.flatMap((node): Array<{ value: string; label: string }> =>
    node.categoryId === exclude
      ? []
      : [
          { value: node.categoryId, label: [...trail, node.name].join(' › ') },
          ...categoryChoices(node.children, exclude, [...trail, node.name]),
        ],
  );
}

const products = (count: number) => (count === 1 ? '1 product' : `${count} products`);
const totalOf = (node: AdminCategory): number =>
  node.children.reduce((sum, child) => sum + totalOf(child), node.productCount);
/** A leaf's own products; a parent's with its subcategories'. */
function countLabel(node: AdminCategory) {
  if (node.children.length === 0) return products(node.productCount);
  const subcategories =
    node.children.length === 1 ? '1 subcategory' : `${node.children.length} subcategories`;
  return `${products(totalOf(node))} in ${subcategories}`;
}

/** The address of the tree with one category's edit panel open (a link, so it works before scripts). */
export const EDIT_PARAM = 'edit';

/** The tree as nested lists: each category with its count, arrows to reorder and a folded edit panel. */
export function CategoryTree({
  tree,
  nodes = tree,
  result,
}: {
  tree: AdminCategory[];
  nodes?: AdminCategory[];
  result: CategoryActionResult | undefined;
}) {
  return (
    <ul className="grid grid-cols-1 gap-2">
      {nodes.map((node, index) => (
        <li key={node.categoryId} className="grid grid-cols-1 gap-2">
          <CategoryRow
            tree={tree}
            node={node}
            first={index === 0}
            last={index === nodes.length - 1}
            result={result?.categoryId === node.categoryId ? result : undefined}
          />
          {node.children.length > 0 && (
            <div className="ml-3 border-l-2 border-neutral-200 pl-3">
              <CategoryTree tree={tree} nodes={node.children} result={result} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function CategoryRow({
  tree,
  node,
  first,
  last,
  result,
}: {
  tree: AdminCategory[];
  node: AdminCategory;
  first: boolean;
  last: boolean;
  result: CategoryActionResult | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  const refused = result && !result.ok;
  const editing = refused || (params.get(EDIT_PARAM) === node.categoryId && !result?.ok);
  const parents = [
    { value: '', label: 'None: a top-level category' },
    ...categoryChoices(tree, node.categoryId),
  ];
  const parentId = findParent(tree, node.categoryId) ?? '';
  const iconButton =
    'focus-ring flex size-11 shrink-0 items-center justify-center rounded-lg text-neutral-700 hover:bg-scaffold';
  return (
    <div className="rounded-2xl bg-canvas ring-1 ring-neutral-200">
      <div className="flex min-h-14 items-center gap-0.5 py-1.5 pr-1.5 pl-4">
        <div className="min-w-0 flex-1 pr-1">
          <p className="line-clamp-2 font-medium break-words">{node.name}</p>
          <p className="text-xs text-neutral-600">{countLabel(node)}</p>
        </div>
        {(['up', 'down'] as const).map((direction) => (
          <Form key={direction} method="post" className="contents">
            <input type="hidden" name="categoryId" value={node.categoryId} />
            <button
              type="submit"
              name="intent"
              value={direction}
              disabled={busy || (direction === 'up' ? first : last)}
              aria-label={`Move ${node.name} ${direction}`}
              className={cx(iconButton, 'disabled:opacity-25')}
            >
              <ChevronDown aria-hidden className={cx('size-5', direction === 'up' && 'rotate-180')} />
            </button>
          </Form>
        ))}
        <Link
          to={editing ? '.' : `?${EDIT_PARAM}=${encodeURIComponent(node.categoryId)}`}
          preventScrollReset
          aria-label={`Edit ${node.name}`}
          aria-expanded={editing}
          className={cx(iconButton, editing && 'bg-primary/10 text-ink')}
        >
          <Pencil aria-hidden className="size-4.5" />
        </Link>
      </div>
      {editing && (
        <div className="grid grid-cols-1 gap-3 border-t border-neutral-100 px-4 pt-3 pb-4">
          {refused && <ErrorNotice message={result.message} />}
          <Form method="post" noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <input type="hidden" name="categoryId" value={node.categoryId} />
            <TextField
              label="Name"
              name="name"
              defaultValue={node.name}
              maxLength={120}
              error={result?.fields?.name?.[0]}
            />
            <SelectField label="Inside" name="parentId" defaultValue={parentId} options={parents} />
            <TextField
              label="Image address"
              hint="Optional"
              name="image"
              defaultValue={node.categoryImage ?? ''}
              placeholder="https://… or /media/…"
              error={result?.fields?.image?.[0]}
              className="sm:col-span-2"
            />
            <Button type="submit" name="intent" value="update" disabled={busy} className="justify-self-start">
              Save category
            </Button>
          </Form>
          <Form
            method="post"
            encType="multipart/form-data"
            className="grid grid-cols-1 gap-2 border-t border-neutral-100 pt-3"
          >
            <input type="hidden" name="categoryId" value={node.categoryId} />
            <label className="grid gap-1 text-sm font-medium">
              Upload a picture instead
              <input
                type="file"
                name="picture"
                accept="image/jpeg,image/png,image/webp"
                aria-describedby={`picture-hint-${node.categoryId}`}
                className="focus-ring min-h-11 text-sm"
              />
            </label>
            <p id={`picture-hint-${node.categoryId}`} className="text-xs text-neutral-600">
              A JPEG, PNG or WebP photo from this phone, up to 15 MB.
            </p>
            {result?.fields?.picture?.[0] && <ErrorNotice message={result.fields.picture[0]} />}
            <Button
              type="submit"
              name="intent"
              value="picture"
              disabled={busy}
              className="justify-self-start"
            >
              Upload picture
            </Button>
          </Form>
          <Form method="post" className="border-t border-neutral-100 pt-3">
            <input type="hidden" name="categoryId" value={node.categoryId} />
            <Button type="submit" name="intent" value="delete" variant="outline" disabled={busy}>
              <Trash2 aria-hidden className="size-4" /> Delete {node.name}
            </Button>
            <p className="mt-1.5 text-xs text-neutral-600">Only an empty category can go.</p>
          </Form>
        </div>
      )}
    </div>
  );
}

function findParent(
  tree: AdminCategory[],
  categoryId: string,
  parentId: string | null = null,
): string | null {
  for (const node of tree) {
    if (node.categoryId === categoryId) return parentId;
    const found = findParent(node.children, categoryId, node.categoryId);
    if (found !== null) return found;
  }
  return null;
}
