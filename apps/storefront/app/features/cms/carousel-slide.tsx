import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CarouselSlide as Slide } from '@vitrine/contract/customer';
import { Button } from '../../components/ui/button';

/** Banners are drawn 1600 × 600, the subject on the right and room for the text on the left. */
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 600;

const leadsToProducts = (link: string) => /^\/(products?|categor)/.test(link);

interface CarouselSlideProps {
  slide: Slide;
  position: number;
  count: number;
  active: boolean;
}

/** Phones: the banner, then its text below it. From md up: the text over the banner's left side. */
export function CarouselSlide({ slide, position, count, active }: CarouselSlideProps) {
  const { t } = useTranslation();
  const first = position === 1;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t('carousel.slidePosition', { position, count })}
      aria-hidden={!active}
      inert={!active}
      className="relative flex w-full shrink-0 flex-col"
    >
      <img
        src={slide.image}
        alt={slide.alt}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        className="aspect-[8/3] w-full bg-scaffold object-cover"
      />
      <div className="flex flex-1 flex-col items-start bg-scaffold px-4 pt-4 pb-12 md:absolute md:inset-0 md:w-[62%] md:justify-center md:bg-transparent md:bg-linear-to-r md:from-black/70 md:via-black/40 md:to-transparent md:px-12 md:pb-4 lg:px-16">
        <div className="md:max-w-[72%] md:text-white">
          <h2 className="text-lg leading-snug font-semibold text-balance md:text-3xl lg:text-4xl">
            {slide.title}
          </h2>
          {slide.subtitle && (
            <p className="mt-1.5 text-sm text-neutral-700 md:mt-3 md:text-base md:text-white/90 lg:text-lg">
              {slide.subtitle}
            </p>
          )}
          {slide.link && (
            <Button asChild className="mt-4 md:mt-6 md:ring-1 md:ring-white/30">
              <Link to={slide.link}>
                {leadsToProducts(slide.link) ? t('carousel.shopNow') : t('carousel.learnMore')}
              </Link>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
