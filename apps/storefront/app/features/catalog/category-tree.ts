import type { Category } from '@vitrine/contract/catalog';

/** The category with this id anywhere in the tree, and the categories above it (root first). */
export function findCategory(
  roots: Category[],
  categoryId: string,
): { category: Category; ancestors: Category[] } | null {
  for (const root of roots) {
    if (root.categoryId === categoryId) return { category: root, ancestors: [] };
    const below = findCategory(root.children, categoryId);
    if (below) return { category: below.category, ancestors: [root, ...below.ancestors] };
  }
  return null;
}
