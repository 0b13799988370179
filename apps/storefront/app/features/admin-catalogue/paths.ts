import { CONSOLE_PATH } from '../admin/staff-roles';

export const CATALOGUE_PATH = `${CONSOLE_PATH}/catalogue`;
export const PRODUCTS_PATH = `${CATALOGUE_PATH}/products`;
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/new`;
export { QUICK_ADD_PAGE_PATH as QUICK_ADD_PATH } from '@vitrine/contract/product-photos';
export const productEditPath = (productId: string) => `${PRODUCTS_PATH}/${encodeURIComponent(productId)}`;
/** The product's photos page, built separately (issue 24's images part). */
export const productPhotosPath = (productId: string) => `${productEditPath(productId)}/photos`;
