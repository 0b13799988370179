import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { uploadedPhotoId } from '@vitrine/contract/photo-urls';
import { ImageUp, Trash2 } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import type { ServerReply } from '../../lib/server-reply';
import { ProductPicture } from '../catalog/product-picture';

const PictureZoom = lazy(() => import('../catalog/picture-zoom'));

const Thumbnail = ({ src }: { src: string }) => (
  <ProductPicture
    src={src}
    sizes="80px"
    width={80}
    height={80}
    loading="lazy"
    className="size-full object-cover"
  />
);

/** A shopper's photos (on a review, a return) as thumbnails; a tap opens them full screen to zoom and swipe. */
export function PhotoStrip({ photos, label }: { photos: string[]; label: string }) {
  const [zoomed, setZoomed] = useState<number | null>(null);
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={label}>
        {photos.map((photo, index) => (
          <li key={photo}>
            <button
              type="button"
              aria-label={t('photos.zoom', { index: index + 1, count: photos.length })}
              onClick={() => setZoomed(index)}
              className="focus-ring size-20 cursor-zoom-in overflow-hidden rounded-lg border border-neutral-200 bg-scaffold"
            >
              <Thumbnail src={photo} />
            </button>
          </li>
        ))}
      </ul>
      {zoomed !== null && (
        <Suspense fallback={null}>
          <PictureZoom images={photos} name={label} index={zoomed} onClose={() => setZoomed(null)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The shopper adds a photo (up to `max`) to what they wrote, and, where `removeIntent` is given,
 * takes one off. The page's action takes `addIntent` with the file as `photo`.
 */
export function PhotoUploader({
  heading,
  photos,
  max,
  addIntent,
  removeIntent,
}: {
  heading: string;
  photos: string[];
  max: number;
  addIntent: string;
  removeIntent?: string;
}) {
  const fetcher = useFetcher<ServerReply<unknown, string>>({ key: addIntent });
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  const busy = fetcher.state !== 'idle';
  const id = `${addIntent}-heading`;
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3 rounded-2xl border border-neutral-200 p-5">
      <h3 id={id} className="text-lg font-semibold">
        {heading}
      </h3>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {photos.map((photo, index) => (
            <li key={photo} className="grid justify-items-center gap-1">
              <span className="size-20 overflow-hidden rounded-lg border border-neutral-200">
                <Thumbnail src={photo} />
              </span>
              {removeIntent && (
                <fetcher.Form method="post">
                  <input type="hidden" name="intent" value={removeIntent} />
                  <input type="hidden" name="imageId" value={uploadedPhotoId(photo) ?? ''} />
                  <Button type="submit" variant="outline" disabled={busy} className="min-h-9 px-2 text-xs">
                    <Trash2 aria-hidden className="size-4" />
                    {t('photos.remove', { index: index + 1 })}
                  </Button>
                </fetcher.Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {photos.length < max ? (
        <fetcher.Form method="post" encType="multipart/form-data" className="grid gap-2">
          <input type="hidden" name="intent" value={addIntent} />
          <label className="grid gap-1 text-sm font-medium">
            {t('photos.add')}
            <input
              type="file"
              name="photo"
              required
              accept="image/jpeg,image/png,image/webp"
              className="w-full min-w-0 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-scaffold file:px-3 file:py-2 file:font-medium"
            />
          </label>
          <p className="text-xs text-neutral-600">{t('photos.hint', { max })}</p>
          <Button type="submit" variant="outline" disabled={busy} className="justify-self-start">
            <ImageUp aria-hidden className="size-4.5" />
            {busy ? t('photos.uploading') : t('photos.upload')}
          </Button>
        </fetcher.Form>
      ) : (
        <p className="text-sm text-neutral-600">{t('photos.full', { max })}</p>
      )}
      {reply && !reply.ok && <ErrorNotice message={reply.error} />}
    </section>
  );
}
