import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useSearchParams } from 'react-router';
import type { ProductReviews, ShopperReview } from '@vitrine/contract/reviews';
import { REVIEW_LIMITS, REVIEW_SORTS, type ReviewSort } from '@vitrine/contract/site';
import { Star } from '../../components/icons/icons';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { PostForm } from '../../components/ui/post-form';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { cx } from '../../lib/class-names';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../i18n/use-locale';
import type { ServerReply } from '../../lib/server-reply';
import {
  HELPFUL_INTENT,
  REVIEW_INTENT,
  REVIEW_PHOTO_INTENT,
  REVIEW_PHOTO_REMOVE_INTENT,
  REVIEW_SORT_PARAM,
} from './review-intents';
import { PhotoStrip, PhotoUploader } from '../photos/photos';

export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className="flex items-center gap-0.5"
      role="img"
      aria-label={t('reviews.rated', { rating: rating.toFixed(1) })}
    >
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

/** The rating under the product's name, linking to its reviews. */
export function RatingLink({ reviews }: { reviews: ProductReviews }) {
  const { t } = useTranslation();
  if (!reviews.enabled || reviews.summary.count === 0) return null;
  return (
    <a href="#reviews-heading" className="focus-ring flex items-center gap-1.5 rounded-sm hover:underline">
      <Stars rating={reviews.summary.average} /> {reviews.summary.average.toFixed(1)} ·{' '}
      {t('reviews.count', { count: reviews.summary.count })}
    </a>
  );
}

/**
 * The product's reviews from verified buyers (issue 26): the rating and how the stars spread, the
 * reviews by most helpful or most recent, and for a buyer who received it, their review to write or edit.
 */
export function ProductReviewsSection({ reviews, sort }: { reviews: ProductReviews; sort: ReviewSort }) {
  const { t } = useTranslation();
  if (!reviews.enabled) return null;
  const { summary } = reviews;
  return (
    <section aria-labelledby="reviews-heading" className="scroll-mt-20 pt-10 md:pt-14" id="reviews">
      <h2 id="reviews-heading" className="text-xl font-semibold md:text-2xl">
        {t('reviews.title')}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-[20rem_minmax(0,1fr)] md:gap-10">
        <div className="grid min-w-0 grid-cols-1 content-start gap-5">
          <RatingSummary reviews={reviews} />
          {reviews.canReview ? (
            <>
              <ReviewForm productMine={reviews.mine} />
              {reviews.mine && (
                <PhotoUploader
                  heading={t('reviews.photosHeading')}
                  photos={reviews.mine.photos}
                  max={REVIEW_LIMITS.photos}
                  addIntent={REVIEW_PHOTO_INTENT}
                  removeIntent={REVIEW_PHOTO_REMOVE_INTENT}
                />
              )}
            </>
          ) : (
            reviews.mine === null && <p className="text-sm text-neutral-600">{t('reviews.onlyBuyers')}</p>
          )}
        </div>
        <div className="min-w-0">
          {summary.count === 0 ? (
            <p className="text-neutral-600">{t('reviews.none')}</p>
          ) : (
            <>
              <SortLinks sort={sort} />
              <ul className="mt-4 grid grid-cols-1 gap-4">
                {reviews.reviews.map((review) => (
                  <li key={review.reviewId}>
                    <ReviewCard
                      review={review}
                      voted={reviews.helpfulVotes.includes(review.reviewId)}
                      own={reviews.mine?.reviewId === review.reviewId}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function RatingSummary({ reviews }: { reviews: ProductReviews }) {
  const { summary } = reviews;
  const { t } = useTranslation();
  if (summary.count === 0) return null;
  return (
    <div className="rounded-2xl border border-neutral-200 p-5" data-testid="rating-summary">
      <p className="flex items-end gap-3">
        <span className="text-4xl leading-none font-semibold">{summary.average.toFixed(1)}</span>
        <span className="grid gap-1 text-sm text-neutral-600">
          <Stars rating={summary.average} className="size-5" />
          {t('reviews.count', { count: summary.count })}
        </span>
      </p>
      <dl className="mt-4 grid gap-1.5 text-sm">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.stars[stars - 1] ?? 0;
          return (
            <div key={stars} className="grid grid-cols-[3.5rem_minmax(0,1fr)_2rem] items-center gap-2">
              <dt className="text-neutral-600">{t('reviews.starRow', { stars })}</dt>
              <dd className="h-2 overflow-hidden rounded-full bg-neutral-200" aria-hidden>
                <span
                  className="block h-full rounded-full bg-amber-500"
                  style={{ width: `${(n / summary.count) * 100}%` }}
                />
              </dd>
              <dd className="text-right text-neutral-600 tabular-nums">{n}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/** The sort changes in the address the page has, keeping its other parameters (a pincode checked). */
function SortLinks({ sort }: { sort: ReviewSort }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const sortedBy = (option: ReviewSort) => {
    const params = new URLSearchParams(searchParams);
    params.set(REVIEW_SORT_PARAM, option);
    return `?${params}#reviews`;
  };
  return (
    <nav aria-label={t('reviews.sort.label')} className="flex gap-2">
      {REVIEW_SORTS.map((option) => (
        <Link
          key={option}
          to={sortedBy(option)}
          preventScrollReset
          replace
          aria-current={sort === option ? 'true' : undefined}
          className={cx(
            'focus-ring inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium',
            sort === option
              ? 'border-primary bg-primary text-on-primary'
              : 'border-neutral-300 text-neutral-700 hover:bg-scaffold',
          )}
        >
          {t(`reviews.sort.${option}`)}
        </Link>
      ))}
    </nav>
  );
}

function ReviewCard({ review, voted, own }: { review: ShopperReview; voted: boolean; own: boolean }) {
  const fetcher = useFetcher<ServerReply<{ helpfulCount: number }, typeof HELPFUL_INTENT>>({
    key: `helpful-${review.reviewId}`,
  });
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  const marked = voted || fetcher.state !== 'idle' || reply?.ok === true;
  const count = reply?.ok
    ? reply.value.helpfulCount
    : review.helpfulCount + (fetcher.state !== 'idle' ? 1 : 0);
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article className="min-w-0 rounded-2xl border border-neutral-200 p-5" data-testid="review">
      <div className="flex items-center gap-3">
        <Avatar name={review.author} image={null} className="size-10 text-sm" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 font-medium">
            {review.author}
            {review.verifiedBuyer && (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                {t('reviews.verifiedBuyer')}
              </span>
            )}
            {review.demo && (
              <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700">
                {t('reviews.demo')}
              </span>
            )}
          </p>
          <p className="text-xs text-neutral-600">
            <time dateTime={review.date}>{formatDate(review.date, locale)}</time>
          </p>
        </div>
      </div>
      <div className="mt-3 flex items-center gap-2">
        <Stars rating={review.rating} />
        {review.title && <h3 className="font-semibold">{review.title}</h3>}
      </div>
      <p className="mt-2 leading-relaxed whitespace-pre-line text-neutral-800">{review.body}</p>
      <PhotoStrip photos={review.photos} label={t('reviews.photoFrom', { author: review.author })} />
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-neutral-600">
        {own ? (
          <span>{count > 0 ? t('reviews.yoursHelpful', { count }) : t('reviews.yours')}</span>
        ) : (
          <PostForm
            action=""
            fields={{ intent: HELPFUL_INTENT, reviewId: review.reviewId }}
            onSubmit={() =>
              fetcher.submit({ intent: HELPFUL_INTENT, reviewId: review.reviewId }, { method: 'post' })
            }
          >
            <Button
              type="submit"
              variant="outline"
              disabled={marked}
              aria-pressed={marked}
              className="min-h-9 px-3 text-xs"
            >
              {marked ? t('reviews.markedHelpful') : t('reviews.helpful')}
              {count > 0 && ` (${count})`}
            </Button>
          </PostForm>
        )}
        {reply && !reply.ok && <ErrorNotice message={reply.error} />}
      </div>
    </article>
  );
}

/** A buyer's review: stars (radio buttons that work before hydration), a title and the text. */
function ReviewForm({ productMine }: { productMine: ProductReviews['mine'] }) {
  const fetcher = useFetcher<ServerReply<unknown, typeof REVIEW_INTENT>>({ key: 'review' });
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  const editing = productMine !== null;
  const { t } = useTranslation();
  return (
    <fetcher.Form
      method="post"
      className="grid min-w-0 grid-cols-1 gap-4 rounded-2xl border border-neutral-200 p-5"
      aria-labelledby="review-form-heading"
    >
      <h3 id="review-form-heading" className="text-lg font-semibold">
        {editing ? t('reviews.form.edit') : t('reviews.form.write')}
      </h3>
      {productMine?.hidden && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('reviews.form.hidden')}</p>
      )}
      <input type="hidden" name="intent" value={REVIEW_INTENT} />
      <fieldset>
        <legend className="text-sm font-medium">{t('reviews.form.rating')}</legend>
        <div className="mt-1.5 flex gap-1.5">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="focus-within:ring-primary/40 flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-lg border border-neutral-300 text-sm font-semibold focus-within:ring-2 has-checked:border-amber-500 has-checked:bg-amber-50"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                required
                defaultChecked={productMine?.rating === n}
                className="sr-only"
                aria-label={t('reviews.form.stars', { count: n })}
              />
              {n}
              <Star aria-hidden className="size-4 fill-amber-500 text-amber-500" />
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('reviews.form.title')}
        hint={t('reviews.form.optional')}
        name="title"
        maxLength={REVIEW_LIMITS.title}
        defaultValue={productMine?.title ?? ''}
      />
      <TextAreaField
        label={t('reviews.form.body')}
        name="body"
        required
        minLength={REVIEW_LIMITS.bodyMin}
        maxLength={REVIEW_LIMITS.body}
        rows={4}
        defaultValue={productMine?.body ?? ''}
        hint={t('reviews.form.bodyHint', { min: REVIEW_LIMITS.bodyMin, max: REVIEW_LIMITS.body })}
      />
      {reply && !reply.ok && <ErrorNotice message={reply.error} />}
      {reply?.ok && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {t('reviews.form.saved')}
        </p>
      )}
      <Button type="submit" disabled={fetcher.state !== 'idle'}>
        {editing ? t('reviews.form.save') : t('reviews.form.post')}
      </Button>
    </fetcher.Form>
  );
}
