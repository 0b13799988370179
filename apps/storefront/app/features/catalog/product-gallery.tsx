import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useRef, useState } from 'react';
import { ZoomIn } from '../../components/icons/icons';
import { cx } from '../../lib/class-names';
import { ProductPicture } from './product-picture';

/** Loaded on the first tap on a picture: most visits never zoom. */
const PictureZoom = lazy(() => import('./picture-zoom'));

/**
 * The product's pictures: swiped sideways on a phone (a scroll-snapping strip, so it works before
 * the page is hydrated too), picked by thumbnail, and opened full screen to zoom (pinch, double-tap,
 * wheel) and swipe there. The first picture loads eagerly (it is the page's largest paint).
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState<number | null>(null);
  const strip = useRef<HTMLUListElement>(null);
  const show = (index: number, behavior: ScrollBehavior = 'smooth') => {
    setSelected(index);
    const slide = strip.current?.children[index];
    if (slide instanceof HTMLElement) strip.current?.scrollTo({ left: slide.offsetLeft, behavior });
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <ul
          ref={strip}
          aria-label={t('zoom.strip')}
          className="flex aspect-square snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl border border-neutral-200 bg-scaffold [scrollbar-width:none]"
          onScroll={(event) => {
            const { scrollLeft, clientWidth } = event.currentTarget;
            const index = Math.round(scrollLeft / Math.max(clientWidth, 1));
            if (index !== selected) setSelected(index);
          }}
        >
          {images.map((image, index) => (
            // A tap on the picture zooms it; the button below is the way for a keyboard and a screen reader.
            <li
              key={image}
              className="size-full shrink-0 cursor-zoom-in snap-center"
              onClick={() => setZoomed(index)}
            >
              <ProductPicture
                src={image}
                alt={index === 0 ? name : `${name}, picture ${index + 1}`}
                sizes="(min-width: 768px) 50vw, 100vw"
                width={800}
                height={800}
                {...(index === 0 ? { fetchPriority: 'high' } : { loading: 'lazy' })}
                className="size-full object-contain"
              />
            </li>
          ))}
        </ul>
        {/* Outside the strip: the zoom hands focus back here on closing, which must not scroll the strip. */}
        <button
          type="button"
          aria-label={
            images.length > 1
              ? t('zoom.openOf', { position: selected + 1, count: images.length })
              : t('zoom.open')
          }
          onClick={() => setZoomed(selected)}
          className="focus-ring absolute right-3 bottom-3 grid size-11 place-items-center rounded-full bg-canvas/90 text-neutral-700 shadow-sm"
        >
          <ZoomIn aria-hidden className="size-5" />
        </button>
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto" aria-label={t('product.morePictures')}>
          {images.map((image, index) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                aria-label={t('product.pictureOf', { index: index + 1, total: images.length })}
                aria-pressed={index === selected}
                onClick={() => show(index)}
                className={cx(
                  'focus-ring size-16 overflow-hidden rounded-lg border-2 bg-scaffold md:size-20',
                  index === selected ? 'border-primary' : 'border-transparent',
                )}
              >
                <ProductPicture
                  src={image}
                  sizes="80px"
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed !== null && (
        <Suspense fallback={null}>
          <PictureZoom
            images={images}
            name={name}
            index={zoomed}
            onClose={(shown) => {
              setZoomed(null);
              show(shown, 'instant');
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
