import { photoSources } from '@vitrine/contract/photo-urls';

type ImgProps = React.ImgHTMLAttributes<HTMLImageElement> & { src: string };

/**
 * A product picture: an uploaded photo as AVIF and WebP at every width (decision 0067), the browser
 * choosing by `sizes`; any other picture (the seeded SVGs) as it is. The <picture> takes no box of
 * its own, so the image lays out as if it stood alone.
 */
export function ProductPicture({ sizes, ...image }: ImgProps & { sizes: string }) {
  const sources = photoSources(image.src);
  if (!sources) return <img alt="" {...image} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img alt="" {...image} />
    </picture>
  );
}
