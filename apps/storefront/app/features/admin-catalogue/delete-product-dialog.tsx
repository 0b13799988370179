import { Dialog } from 'radix-ui';
import { Form, useNavigation } from 'react-router';
import { Trash2 } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { DialogCloseButton, DialogOverlay } from '../../components/ui/dialog';

export const DELETE_PRODUCT_INTENT = 'delete-product';

/** "Delete product", asked twice: the dialog says what happens to a product that is in orders. */
export function DeleteProductDialog({ productName }: { productName: string }) {
  const busy = useNavigation().formData?.get('intent') === DELETE_PRODUCT_INTENT;
  return (
    <section
      aria-labelledby="delete-product-heading"
      className="grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
    >
      <h2 id="delete-product-heading" className="text-base font-semibold">
        Delete
      </h2>
      <p className="text-sm text-neutral-600">
        A product that is in orders is hidden from the shop instead, so its orders keep it.
      </p>
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <Button variant="outline" className="justify-self-start text-red-700">
            <Trash2 aria-hidden className="size-4" /> Delete product
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <DialogOverlay />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-3 rounded-2xl bg-canvas p-5 text-ink shadow-2xl focus:outline-none motion-safe:animate-fade-in sm:p-7">
            <div className="absolute top-3 right-3">
              <DialogCloseButton />
            </div>
            <Dialog.Title className="pr-10 text-xl font-semibold break-words">
              Delete “{productName}”?
            </Dialog.Title>
            <Dialog.Description className="text-sm text-neutral-700">
              Shoppers stop seeing it at once, and it leaves their carts and wishlists. If it is in any order,
              it is hidden instead of deleted, so those orders keep it.
            </Dialog.Description>
            <Form method="post" className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="outline">Keep it</Button>
              </Dialog.Close>
              <Button
                type="submit"
                name="intent"
                value={DELETE_PRODUCT_INTENT}
                disabled={busy}
                className="bg-red-700 text-white"
              >
                {busy ? 'Deleting…' : 'Delete product'}
              </Button>
            </Form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
