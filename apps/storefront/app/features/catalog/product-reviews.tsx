import { Star } from '../../components/icons/icons';
import type { Review } from '@vitrine/contract/catalog';
import { Avatar } from '../../components/ui/avatar';
import { formatDate } from '../../lib/format';

export const averageRating = (reviews: Review[]) =>
  reviews.length === 0 ? 0 : reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;

export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <span className="flex items-center gap-0.5" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={`${className} ${n <= Math.round(rating) ? 'fill-amber-500 text-amber-500' : 'text-neutral-300'}`}
        />
      ))}
    </span>
  );
}

/** The product's reviews from the shop's data, newest first. */
export function ProductReviews({ reviews }: { reviews: Review[] }) {
  return (
    <section aria-labelledby="reviews-heading" className="pt-10 md:pt-14">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold md:text-2xl">
          Customer reviews
        </h2>
        {reviews.length > 0 && (
          <p className="flex items-center gap-2 text-sm text-neutral-700">
            <Stars rating={averageRating(reviews)} /> {averageRating(reviews).toFixed(1)} out of 5 ·{' '}
            {reviews.length === 1 ? '1 review' : `${reviews.length} reviews`}
          </p>
        )}
      </div>
      {reviews.length === 0 ? (
        <p className="mt-4 text-neutral-600">No reviews yet.</p>
      ) : (
        <ul className="mt-5 grid gap-4 md:grid-cols-2">
          {reviews.map((review) => (
            <li key={review.reviewId} className="rounded-2xl border border-neutral-200 p-5">
              <article>
                <div className="flex items-center gap-3">
                  <Avatar name={review.author} image={null} className="size-10 text-sm" />
                  <div>
                    <p className="font-medium">{review.author}</p>
                    <p className="text-xs text-neutral-500">
                      <time dateTime={review.date}>{formatDate(review.date)}</time>
                    </p>
                  </div>
                </div>
                <div className="mt-3 flex items-center gap-2">
                  <Stars rating={review.rating} />
                  <h3 className="font-semibold">{review.title}</h3>
                </div>
                <p className="mt-2 leading-relaxed text-neutral-800">{review.body}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
