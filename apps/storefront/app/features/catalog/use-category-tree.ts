import { useState } from 'react';
import { categoriesFromBrowser } from '@vitrine/contract/browser-api';
import type { Category } from '@vitrine/contract/catalog';

export type CategoryTreeState =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'loaded'; categories: Category[] };

/**
 * The shop's category tree, asked for when a browser opens (`load`): one public, cacheable API call
 * rather than a part of every page the server renders. It stays with the component, which the layout
 * keeps across navigations; after a failure `load` asks again.
 */
export function useCategoryTree() {
  const [state, setState] = useState<CategoryTreeState>({ status: 'idle' });
  const load = () => {
    if (state.status === 'loading' || state.status === 'loaded') return;
    setState({ status: 'loading' });
    categoriesFromBrowser().then(
      (categories) => setState({ status: 'loaded', categories }),
      () => setState({ status: 'failed' }),
    );
  };
  return { state, load };
}

/** SPEC §8's message for a category load that failed. */
export const CATEGORIES_FAILED = 'Failed to fetch categories';
