import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from '../../components/icons/icons';
import type { CarouselSlide as Slide } from '@vitrine/contract/customer';
import { IconButton } from '../../components/ui/icon-button';
import { cx } from '../../lib/class-names';
import { useAnyDialogOpen } from '../../lib/use-any-dialog-open';
import { CarouselSlide } from './carousel-slide';

const AUTO_ADVANCE_MS = 6_000;

/**
 * The home page banners. All slides sit in one row, so the carousel is as tall as its tallest slide
 * from the first paint and never jumps; without JavaScript the first slide simply stays.
 */
export function HomeCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Slides moving behind a dialog would draw the eye from it and change what is under the shopper's tap.
  const dialogOpen = useAnyDialogOpen();
  const count = slides.length;
  const rotating = count > 1 && !stopped && !hovered && !focused && !dialogOpen;

  useEffect(() => {
    if (!rotating || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <div className="mx-auto max-w-7xl md:px-6 md:pt-6 lg:pt-8">
      <section
        aria-roledescription="carousel"
        aria-label={t('carousel.label')}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget as Node | null))}
        className="relative overflow-hidden md:rounded-2xl md:shadow-sm"
      >
        <div
          aria-live={rotating ? 'off' : 'polite'}
          style={{ transform: `translateX(-${index * 100}%)` }}
          className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
        >
          {slides.map((slide, position) => (
            <CarouselSlide
              key={`${position}-${slide.image}`}
              slide={slide}
              position={position + 1}
              count={count}
              active={position === index}
            />
          ))}
        </div>
        {count > 1 && (
          <>
            <div className="pointer-events-none absolute inset-x-2 top-0 flex aspect-[8/3] items-center justify-between md:inset-x-4">
              <ArrowButton label={t('carousel.previous')} onClick={() => go(index - 1)}>
                <ChevronLeft aria-hidden className="size-5" />
              </ArrowButton>
              <ArrowButton label={t('carousel.next')} onClick={() => go(index + 1)}>
                <ChevronRight aria-hidden className="size-5" />
              </ArrowButton>
            </div>
            <div className="absolute inset-x-0 bottom-1 flex justify-center md:bottom-3">
              <div className="flex items-center rounded-full px-1 md:bg-black/35 md:backdrop-blur-sm">
                {slides.map((slide, position) => (
                  <Dot
                    key={`${position}-${slide.image}`}
                    position={position + 1}
                    current={position === index}
                    onClick={() => go(position)}
                  />
                ))}
                <IconButton
                  label={stopped ? t('carousel.play') : t('carousel.pause')}
                  onClick={() => setStopped(!stopped)}
                  variant="unstyled"
                  className="text-neutral-600 hover:bg-black/10 md:text-white md:hover:bg-white/15"
                >
                  {stopped ? (
                    <Play aria-hidden className="size-4" />
                  ) : (
                    <Pause aria-hidden className="size-4" />
                  )}
                </IconButton>
              </div>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

function ArrowButton(props: { label: string; onClick: () => void; children: React.ReactNode }) {
  return <IconButton {...props} variant="floating" className="pointer-events-auto" />;
}

function Dot({ position, current, onClick }: { position: number; current: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('carousel.goTo', { position })}
      aria-current={current}
      onClick={onClick}
      className="focus-ring group flex h-11 w-7 items-center justify-center rounded-full"
    >
      <span
        className={cx(
          'h-2 rounded-full transition-all',
          current
            ? 'w-6 bg-primary md:bg-white'
            : 'w-2 bg-neutral-400 group-hover:bg-neutral-500 md:bg-white/50',
        )}
      />
    </button>
  );
}
