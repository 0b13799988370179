import { PackageOpen } from '../../components/icons/icons';
import { Container } from '../../components/ui/container';

/** The home page of a shop with nothing in it yet (a new business): what it is, and that goods are coming. */
export function ShopBeingSetUp({ shopName }: { shopName: string }) {
  return (
    <section aria-labelledby="shop-being-set-up" className="py-16 md:py-24">
      <Container className="flex flex-col items-center gap-3 text-center">
        <PackageOpen aria-hidden className="size-12 text-primary" />
        <h2 id="shop-being-set-up" className="text-xl font-semibold md:text-2xl">
          {shopName} is setting up its shop
        </h2>
        <p className="max-w-md text-neutral-600">
          Its products will appear here soon. Come back in a little while.
        </p>
      </Container>
    </section>
  );
}
