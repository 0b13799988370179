import { data } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import type { Route } from './+types/admin-product-photos';
import { formOf } from '../lib/action-form.server';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { changeProductPhotos } from '../features/admin-media/product-photos.server';
import { ProductPhotosEditor } from '../features/admin-media/product-photos-editor';

/** A product's photos (decision 0067): the owner's only; another shop's product is not found. */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  try {
    return data(await api.getProductPhotos(args.params.productId), { headers });
  } catch (error) {
    if (error instanceof ApiError && [400, 404].includes(error.status)) {
      throw new Response('Not found', { status: 404, headers });
    }
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  return changeProductPhotos(api, args.params.productId, await formOf(args.request), headers);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(`Photos · ${loaderData?.productName ?? 'Product'}`, matches) }];
}

export default function AdminProductPhotos({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductPhotosEditor product={loaderData} result={actionData} />;
}
