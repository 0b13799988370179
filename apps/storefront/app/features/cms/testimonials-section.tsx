import { Quote } from '../../components/icons/icons';
import type { Testimony } from '@vitrine/contract/content';
import { Avatar } from '../../components/ui/avatar';
import { Container } from '../../components/ui/container';
import { formatDate } from '../../lib/format';

/** Phones swipe through the cards; wider screens see them in a grid. */
export function TestimonialsSection({ testimonials }: { testimonials: Testimony[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="pt-12 [contain-intrinsic-size:auto_24rem] [content-visibility:auto] md:pt-20"
    >
      <Container>
        <h2 id="testimonials-heading" className="text-xl font-semibold md:text-3xl">
          What our customers say
        </h2>
        {/* Phones scroll the cards sideways: the list takes focus so a keyboard can scroll it too. */}
        <ul
          tabIndex={0}
          aria-labelledby="testimonials-heading"
          className="no-scrollbar focus-ring -mx-4 mt-5 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:mt-8 md:grid md:grid-cols-2 md:gap-6 md:overflow-visible md:px-0 lg:grid-cols-3"
        >
          {testimonials.map((testimony) => (
            <li
              key={testimony.testimonyId}
              className="w-[85%] max-w-sm shrink-0 snap-start md:w-auto md:max-w-none"
            >
              <TestimonyCard testimony={testimony} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function TestimonyCard({ testimony }: { testimony: Testimony }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-neutral-200 bg-canvas p-5 shadow-sm md:p-6">
      <Quote aria-hidden className="size-8 fill-primary/15 text-primary" />
      <blockquote className="mt-3 flex-1 leading-relaxed text-neutral-800">
        {testimony.description}
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3 border-t border-neutral-100 pt-4">
        <Avatar name={testimony.userName} image={testimony.image} className="size-11 text-sm" />
        <span className="flex flex-col">
          <span className="font-semibold">{testimony.userName}</span>
          <time dateTime={testimony.date} className="text-sm text-neutral-500">
            {formatDate(testimony.date)}
          </time>
        </span>
      </figcaption>
    </figure>
  );
}
