import { data, Link, redirect } from 'react-router';
import { productRemovalMessage } from '@vitrine/contract/admin-catalog';
import { ApiError } from '@vitrine/contract/client';
import type { Route } from './+types/admin-catalogue-product';
import { useCustomerConfig } from '../root';
import { productPath } from '../features/catalog/catalog-paths';
import { WhatsAppShare } from '../features/admin/whatsapp-share';
import { ChevronLeft } from '../components/icons/icons';
import { formOf } from '../lib/action-form.server';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { categoryChoices } from '../features/admin-catalogue/category-tree';
import { ProductForm } from '../features/admin-catalogue/product-form';
import {
  DELETE_PRODUCT_INTENT,
  DeleteProductDialog,
} from '../features/admin-catalogue/delete-product-dialog';
import { parseProductForm, productFormValues } from '../features/admin-catalogue/product-form.server';
import { PRODUCTS_PATH, productEditPath } from '../features/admin-catalogue/paths';

const NEW_PRODUCT = {
  lowStock: '5',
  maxQuantity: '10',
  metrics: 'piece',
  isVisible: 'on',
  availableOnCod: 'on',
};
const SAVED: Record<string, string> = {
  added: 'Product added. It is in the shop now.',
  saved: 'Saved. Shoppers see the change now.',
};

/** The note after a save, or after "Delete product" hid the product because orders name it. */
function savedMessage(params: URLSearchParams) {
  const done = params.get('done') ?? '';
  // Quick add saves the product, then its photos: one the shop could not use is named.
  const failedPhotos = params.get('photos');
  if (done === 'added' && failedPhotos)
    return `${SAVED.added} These photos could not be used; add them again under Photos: ${failedPhotos}`;
  if (done === 'hidden')
    return productRemovalMessage({ outcome: 'HIDDEN', orderCount: Number(params.get('orders')) || 1 });
  return SAVED[done] ?? null;
}

/** A new product (no id in the address) or one of the shop's, for the owner to edit. */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const { productId } = args.params;
  try {
    const [tree, product] = await Promise.all([
      api.getAdminCategories(),
      productId ? api.getAdminProduct(productId) : null,
    ]);
    const saved = savedMessage(new URL(args.request.url).searchParams);
    return data(
      {
        categories: categoryChoices(tree),
        product: product && {
          productId: product.productId,
          name: product.name,
          values: productFormValues(product),
        },
        saved,
        origin: new URL(args.request.url).origin,
      },
      { headers },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new Response(error.message, { status: 404, headers });
    throw error;
  }
}

/** Checks the form, then saves through the API and comes back to the saved product's page. */
export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const { productId } = args.params;
  const form = await formOf(args.request);
  if (productId && form.get('intent') === DELETE_PRODUCT_INTENT) return removed(api, productId, headers);
  const submission = parseProductForm(form);
  if (submission.status === 'error')
    return data({ submission: submission.reply() }, { status: 400, headers });
  // "Add a variant" and "Remove" change the form only: it comes back as changed, with no mistakes yet
  // (and as values, not as the intent, which Conform would replay on the form's first values).
  if (submission.status !== 'success')
    return data({ submission: { initialValue: submission.reply().initialValue ?? null } }, { headers });
  try {
    const product = productId
      ? await api.updateProduct(productId, submission.value)
      : await api.createProduct(submission.value);
    return redirect(`${productEditPath(product.productId)}?done=${productId ? 'saved' : 'added'}`, {
      headers,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data(
      { submission: submission.reply({ formErrors: [error.message] }) },
      { status: error.status, headers },
    );
  }
}

/** Deleted: back to the list, saying so; hidden (orders name it): its page, saying why. */
async function removed(
  api: Awaited<ReturnType<typeof requireOwnerApi>>['api'],
  productId: string,
  headers: Headers,
) {
  const removal = await api.removeProduct(productId);
  if (removal.outcome === 'DELETED') return redirect(`${PRODUCTS_PATH}?done=deleted`, { headers });
  return redirect(`${productEditPath(productId)}?done=hidden&orders=${removal.orderCount}`, { headers });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(loaded?.product?.name ?? 'New product', matches) }];
}

export default function AdminCatalogueProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, categories, saved, origin } = loaderData;
  const shopName = useCustomerConfig().brandDetails[0]!.appName;
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <Link
        to={PRODUCTS_PATH}
        className="focus-ring inline-flex min-h-11 items-center gap-1 justify-self-start rounded text-sm font-medium text-neutral-700"
      >
        <ChevronLeft aria-hidden className="size-4" /> Products
      </Link>
      <h1 className="text-2xl font-semibold break-words">{product?.name ?? 'New product'}</h1>
      {product && (
        <div className="justify-self-start">
          <WhatsAppShare
            label="Share the product"
            text={`${product.name} at ${shopName}: ${origin}${productPath({
              productSKU: product.values.sku ?? '',
              productId: product.productId,
              productName: product.name,
            })}`}
          />
        </div>
      )}
      <ProductForm
        key={product?.productId ?? 'new'}
        defaultValue={product?.values ?? NEW_PRODUCT}
        lastResult={actionData?.submission}
        categories={categories}
        productId={product?.productId ?? null}
        saved={actionData ? null : saved}
      />
      {product && <DeleteProductDialog productName={product.name} />}
    </div>
  );
}
