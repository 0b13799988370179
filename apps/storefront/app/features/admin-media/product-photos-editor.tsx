import { Form, Link, useNavigation } from 'react-router';
import { PHOTO_MAX_PER_PRODUCT, type ProductPhotos } from '@vitrine/contract/product-photos';
import { ChevronLeft, ChevronRight, ImageUp, Trash2 } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { ProductPicture } from '../catalog/product-picture';
import { CONSOLE_PATH } from '../admin/staff-roles';
import type { PhotoResult } from './product-photos.server';

const ICON_BUTTON =
  'focus-ring inline-flex size-11 items-center justify-center rounded-lg border border-neutral-300 bg-canvas hover:bg-scaffold disabled:opacity-40';

/**
 * The product's photos in order, the first its cover: add one (plain multipart form, so it works
 * before the page's scripts run), move one earlier or later, remove one.
 */
export function ProductPhotosEditor({ product, result }: { product: ProductPhotos; result?: PhotoResult }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const uploading = busy && navigation.formData?.get('intent') === 'upload';
  const { images } = product;
  return (
    <div className="grid max-w-4xl grid-cols-1 gap-4">
      <Link
        to={`${CONSOLE_PATH}/catalogue/products/${product.productId}`}
        className="focus-ring inline-flex items-center gap-1 justify-self-start rounded-md text-sm font-medium text-primary"
      >
        <ChevronLeft aria-hidden className="size-4" />
        Back to the product
      </Link>
      <div>
        <h1 className="text-2xl font-semibold">Photos</h1>
        <p className="text-sm text-neutral-600">{product.productName}</p>
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        className="grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
      >
        <input type="hidden" name="intent" value="upload" />
        <label htmlFor="photo" className="text-sm font-medium">
          Add a photo
        </label>
        <input
          id="photo"
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required
          className="focus-ring block w-full rounded-lg text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-scaffold file:px-4 file:font-semibold"
        />
        <p className="text-xs text-neutral-600">
          JPEG, PNG or WebP up to 15 MB. Shoppers get it sized for their screen. At most{' '}
          {PHOTO_MAX_PER_PRODUCT} pictures.
        </p>
        <Button
          type="submit"
          disabled={busy || images.length >= PHOTO_MAX_PER_PRODUCT}
          className="justify-self-start"
        >
          <ImageUp aria-hidden className="size-4" />
          {uploading ? 'Uploading…' : 'Upload photo'}
        </Button>
      </Form>
      {result &&
        !busy &&
        (result.ok ? (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            {result.message}
          </p>
        ) : (
          <ErrorNotice message={result.message} />
        ))}
      {images.length === 0 ? (
        <p className="rounded-2xl bg-canvas px-4 py-8 text-center text-sm text-neutral-600 ring-1 ring-neutral-200">
          No photos yet. The first photo you add is the cover shoppers see.
        </p>
      ) : (
        <ol
          className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4"
          aria-label="Photos, the first is the cover"
        >
          {images.map((image, index) => (
            <li key={image} className="flex flex-col gap-2 rounded-2xl bg-canvas p-2 ring-1 ring-neutral-200">
              <div className="relative aspect-square overflow-hidden rounded-xl bg-scaffold">
                <ProductPicture
                  src={image}
                  sizes="(min-width: 1024px) 220px, 45vw"
                  width={400}
                  height={400}
                  loading="lazy"
                  className="size-full object-contain"
                />
                {index === 0 && (
                  <span className="absolute top-2 left-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
                    Cover
                  </span>
                )}
              </div>
              <div className="flex items-center justify-between gap-1">
                <PhotoAction
                  image={image}
                  intent="move"
                  direction="earlier"
                  label={`Move photo ${index + 1} earlier`}
                  disabled={busy || index === 0}
                >
                  <ChevronLeft aria-hidden className="size-5" />
                </PhotoAction>
                <span className="hidden text-xs whitespace-nowrap text-neutral-600 lg:inline">
                  {index + 1} of {images.length}
                </span>
                <PhotoAction
                  image={image}
                  intent="move"
                  direction="later"
                  label={`Move photo ${index + 1} later`}
                  disabled={busy || index === images.length - 1}
                >
                  <ChevronRight aria-hidden className="size-5" />
                </PhotoAction>
                <PhotoAction
                  image={image}
                  intent="remove"
                  label={`Remove photo ${index + 1}`}
                  disabled={busy}
                >
                  <Trash2 aria-hidden className="size-5 text-red-700" />
                </PhotoAction>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function PhotoAction({
  image,
  intent,
  direction,
  label,
  disabled,
  children,
}: {
  image: string;
  intent: 'move' | 'remove';
  direction?: 'earlier' | 'later';
  label: string;
  disabled: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="image" value={image} />
      {direction && <input type="hidden" name="direction" value={direction} />}
      <button type="submit" aria-label={label} title={label} disabled={disabled} className={ICON_BUTTON}>
        {children}
      </button>
    </Form>
  );
}
