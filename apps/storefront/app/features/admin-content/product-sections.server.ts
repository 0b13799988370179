import type { ApiClient } from '@vitrine/contract/client';
import { productSectionEditSchema, type ProductSectionEdit } from '@vitrine/contract/admin-content';
import { movedList, type ListMove } from './list-change';

const MOVES = new Set<string>(['up', 'down', 'remove']);
const indexOf = (value: FormDataEntryValue | null) => {
  const index = Number(value);
  return value !== null && value !== '' && Number.isInteger(index) && index >= 0 ? index : null;
};

/**
 * Applies one change of the sections form (a section saved, added or moved; a product added or moved
 * within its section) and saves every section. Answers a message when the change cannot be made.
 */
export async function changeProductSections(api: ApiClient, form: FormData): Promise<string | null> {
  let sections: ProductSectionEdit[] = (await api.getOwnerProductSections()).map((section) => ({
    title: section.title,
    text: section.text,
    productIds: section.products.map((product) => product.productId),
  }));
  const intent = String(form.get('intent') ?? '');
  const at = indexOf(form.get('section'));
  const [target, move] = intent.split(':') as [string, string | undefined];
  if (intent === 'save-section') {
    const current = at === null ? undefined : sections[at];
    const checked = productSectionEditSchema.safeParse({
      title: form.get('title') ?? '',
      text: form.get('text') ?? '',
      productIds: current?.productIds ?? [],
    });
    if (!checked.success) return checked.error.issues[0]!.message;
    if (current) sections[at!] = checked.data;
    else sections.push(checked.data);
  } else if (at === null || !sections[at]) {
    return 'That section is gone: the page was out of date.';
  } else if (target === 'section' && move && MOVES.has(move)) {
    sections = movedList(sections, at, move as ListMove);
  } else if (target === 'product' && move && MOVES.has(move)) {
    const product = indexOf(form.get('product'));
    if (product === null) return 'Pick a product.';
    sections[at] = {
      ...sections[at]!,
      productIds: movedList(sections[at]!.productIds, product, move as ListMove),
    };
  } else if (intent === 'add-product') {
    const productId = String(form.get('productId') ?? '');
    if (sections[at]!.productIds.includes(productId)) return null;
    sections[at] = { ...sections[at]!, productIds: [...sections[at]!.productIds, productId] };
  } else return 'Nothing to change.';
  await api.saveProductSections(sections);
  return null;
}
