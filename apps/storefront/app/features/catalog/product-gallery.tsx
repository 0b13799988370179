import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { cx } from '../../lib/class-names';
import { ProductPicture } from './product-picture';

/** The main picture with thumbnails to switch it; the first picture loads eagerly (it is the page's largest paint). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const shown = images[selected] ?? images[0];
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-square overflow-hidden rounded-2xl border border-neutral-200 bg-scaffold">
        {shown && (
          <ProductPicture
            src={shown}
            alt={name}
            sizes="(min-width: 768px) 50vw, 100vw"
            width={800}
            height={800}
            fetchPriority="high"
            className="size-full object-contain"
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2" aria-label={t('product.morePictures')}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={t('product.pictureOf', { index: index + 1, total: images.length })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
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
    </div>
  );
}
