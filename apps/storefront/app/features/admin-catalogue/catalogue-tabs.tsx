import { ConsoleTabs } from '../admin/console-tabs';
import { CATALOGUE_PATH, PRODUCTS_PATH } from './paths';

/** The catalogue's two lists: the category tree and the products (a product's page is under them). */
export function CatalogueTabs() {
  return (
    <ConsoleTabs
      label="Catalogue"
      tabs={[
        { to: CATALOGUE_PATH, label: 'Categories' },
        { to: PRODUCTS_PATH, label: 'Products', end: false },
      ]}
    />
  );
}
