import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { PHOTO_WIDTHS, photoUrl, uploadedPhotoId } from '@vitrine/contract/photo-urls';

/** An uploaded photo at its largest width (WebP, which every browser we serve draws); any other picture as it is. */
function slideOf(image: string, alt: string): Slide {
  const imageId = uploadedPhotoId(image);
  return { src: imageId ? photoUrl(imageId, PHOTO_WIDTHS.at(-1) ?? 1600, 'webp') : image, alt };
}

/**
 * The product's pictures full screen (yet-another-react-lightbox): swipe between them, pinch,
 * double-tap or scroll to zoom, Escape or the close button to go back to the page.
 */
export default function PictureZoom({
  images,
  name,
  index,
  onClose,
}: {
  images: string[];
  name: string;
  index: number;
  /** With the picture shown last, for the page to show it too. */
  onClose: (shown: number) => void;
}) {
  const { t } = useTranslation();
  const shown = useRef(index);
  return (
    <Lightbox
      open
      close={() => onClose(shown.current)}
      index={index}
      slides={images.map((image, position) =>
        slideOf(image, t('zoom.slide', { name, position: position + 1 })),
      )}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      on={{ view: ({ index: viewed }) => (shown.current = viewed) }}
      render={images.length > 1 ? undefined : { buttonPrev: () => null, buttonNext: () => null }}
      labels={{
        Close: t('zoom.close'),
        Previous: t('zoom.previous'),
        Next: t('zoom.next'),
        'Zoom in': t('zoom.zoomIn'),
        'Zoom out': t('zoom.zoomOut'),
        'Photo gallery': t('zoom.gallery'),
        '{index} of {total}': t('zoom.index'),
      }}
    />
  );
}
