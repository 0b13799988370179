import { data, Link, useFetcher } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import type { AdminReview } from '@vitrine/contract/reviews';
import type { Route } from './+types/admin-reviews';
import { formOf } from '../lib/action-form.server';
import { cx } from '../lib/class-names';
import { formatDate } from '../lib/format';
import { Button } from '../components/ui/button';
import { ErrorNotice } from '../components/ui/error-notice';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { Stars } from '../features/reviews/product-reviews';
import { REVIEWS_PATH } from '../features/reviews/review-intents';

const FILTERS = [
  { status: 'ALL', label: 'All' },
  { status: 'VISIBLE', label: 'Shown' },
  { status: 'HIDDEN', label: 'Hidden' },
] as const;
type Filter = (typeof FILTERS)[number]['status'];

/** The shop's reviews for the owner to hide or show, and the shop's reviews switch (issue 26). */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const asked = new URL(args.request.url).searchParams.get('status');
  const status: Filter = FILTERS.find((filter) => filter.status === asked)?.status ?? 'ALL';
  const { enabled, reviews } = await api.getAdminReviews(status);
  return data({ enabled, reviews, status }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const form = await formOf(args.request);
  try {
    if (form.get('intent') === 'switch') {
      const enabled = await api.setReviewsEnabled(form.get('enabled') === 'true');
      return data({ ok: true, message: enabled ? 'Reviews are on.' : 'Reviews are off.' }, { headers });
    }
    const hidden = form.get('hidden') === 'true';
    await api.setReviewHidden(String(form.get('reviewId') ?? ''), hidden);
    return data({ ok: true, message: hidden ? 'Review hidden.' : 'Review shown.' }, { headers });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ ok: false, message: error.message }, { status: error.status, headers });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Reviews', matches) }];
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { enabled, reviews, status } = loaderData;
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Reviews</h1>
      <ReviewsSwitch enabled={enabled} />
      <div className="flex gap-2" role="group" aria-label="Show">
        {FILTERS.map((filter) => (
          <Link
            key={filter.status}
            to={filter.status === 'ALL' ? REVIEWS_PATH : `${REVIEWS_PATH}?status=${filter.status}`}
            aria-current={filter.status === status ? 'true' : undefined}
            className={cx(
              'focus-ring inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium ring-1',
              filter.status === status
                ? 'bg-primary text-on-primary ring-primary'
                : 'bg-canvas ring-neutral-300',
            )}
          >
            {filter.label}
          </Link>
        ))}
      </div>
      {reviews.length === 0 ? (
        <p className="rounded-2xl bg-canvas p-4 text-sm text-neutral-600 ring-1 ring-neutral-200">
          {status === 'HIDDEN' ? 'No hidden reviews.' : 'No reviews yet.'}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {reviews.map((review) => (
            <li key={review.reviewId}>
              <ReviewRow review={review} />
            </li>
          ))}
        </ul>
      )}
      {reviews.length === 200 && <p className="text-xs text-neutral-600">The latest 200 are shown.</p>}
    </div>
  );
}

function ReviewsSwitch({ enabled }: { enabled: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>({ key: 'reviews-switch' });
  return (
    <fetcher.Form
      method="post"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200"
    >
      <input type="hidden" name="intent" value="switch" />
      <input type="hidden" name="enabled" value={String(!enabled)} />
      <div className="min-w-0">
        <p className="font-semibold">Reviews on product pages: {enabled ? 'On' : 'Off'}</p>
        <p className="text-sm text-neutral-600">
          {enabled
            ? 'Shoppers who received a product can review it; the rating comes from shown reviews.'
            : 'No rating or review shows in the shop, and none can be written.'}
        </p>
      </div>
      <Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'}>
        {enabled ? 'Turn off' : 'Turn on'}
      </Button>
      {fetcher.data && !fetcher.data.ok && <ErrorNotice message={fetcher.data.message} className="w-full" />}
    </fetcher.Form>
  );
}

function ReviewRow({ review }: { review: AdminReview }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>({ key: `review-${review.reviewId}` });
  const hidden = review.status === 'HIDDEN';
  return (
    <article
      className={cx(
        'grid min-w-0 grid-cols-1 gap-2 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200',
        hidden && 'bg-scaffold',
      )}
      data-testid="console-review"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold">{review.productName || 'A removed product'}</p>
          <p className="text-xs text-neutral-600">
            {review.author} · {review.demo ? 'Demo review' : 'Verified buyer'} ·{' '}
            <time dateTime={review.date}>{formatDate(review.date)}</time>
          </p>
        </div>
        <span
          className={cx(
            'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
            hidden ? 'bg-neutral-200 text-neutral-800' : 'bg-emerald-50 text-emerald-800',
          )}
        >
          {hidden ? 'Hidden' : 'Shown'}
        </span>
      </div>
      <div className="flex items-center gap-2">
        <Stars rating={review.rating} />
        {review.title && <p className="min-w-0 truncate text-sm font-semibold">{review.title}</p>}
      </div>
      <p className="line-clamp-3 text-sm whitespace-pre-line text-neutral-800">{review.body}</p>
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="visibility" />
        <input type="hidden" name="reviewId" value={review.reviewId} />
        <input type="hidden" name="hidden" value={String(!hidden)} />
        <Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'} className="min-h-10">
          {hidden ? 'Show in the shop' : 'Hide from the shop'}
        </Button>
        {review.helpfulCount > 0 && (
          <span className="text-xs text-neutral-600">{review.helpfulCount} found it helpful</span>
        )}
        {fetcher.data && !fetcher.data.ok && <ErrorNotice message={fetcher.data.message} />}
      </fetcher.Form>
    </article>
  );
}
