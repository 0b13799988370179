import { Trans, useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { useForm } from '@conform-to/react';
import {
  RETURN_PHOTOS_MAX,
  RETURN_REASON_MAX,
  SHOPPER_CANCEL_REASON_MAX,
  type AfterSale,
  type OrderReturn,
} from '@vitrine/contract/order-returns';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { TextAreaField } from '../../components/ui/text-field';
import { formatDate } from '../../lib/format';
import { useServerText } from '../../i18n/server-text';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/class-names';
import { PhotoStrip, PhotoUploader } from '../photos/photos';
import type { AfterSaleResult } from './after-sale-result';
import {
  CANCEL_ORDER_INTENT,
  REQUEST_RETURN_INTENT,
  RETURN_PHOTO_INTENT,
  RETURN_TONES,
} from './return-labels';

/**
 * The order page's "Cancel order" (before dispatch) and "Request a return" (after delivery, within the
 * shop's window), each behind a disclosure that asks again before anything that cannot be undone
 * (decision 0090). Nothing shows when neither applies.
 */
export function AfterSalePanel({
  afterSale,
  result,
}: {
  afterSale: AfterSale;
  result: AfterSaleResult | undefined;
}) {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const serverText = useServerText();
  const pending = navigation.state === 'submitting' ? String(navigation.formData?.get('intent')) : null;
  const { cancel, returns } = afterSale;
  const shows =
    cancel.allowed ||
    cancel.blockedReason ||
    returns.allowed ||
    returns.blockedReason ||
    returns.request ||
    result?.ok;
  if (!shows) return null;
  const refusal = result && !result.ok && !pending ? result : undefined;
  return (
    <section
      aria-labelledby="after-sale-heading"
      className="grid gap-3 rounded-2xl p-4 ring-1 ring-neutral-200 md:p-6"
    >
      <h2 id="after-sale-heading" className="text-base font-semibold">
        {returns.request || returns.allowed || returns.blockedReason
          ? t('returns.heading')
          : t('returns.cancel.heading')}
      </h2>
      {result?.ok && !pending && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {serverText(result.done)}
        </p>
      )}
      {refusal?.error && <ErrorNotice message={refusal.error} />}
      {cancel.allowed && (
        <CancelForm
          reply={refusal?.intent === 'cancel' ? refusal : undefined}
          pending={pending === CANCEL_ORDER_INTENT}
        />
      )}
      {cancel.blockedReason && <p className="text-sm text-neutral-700">{serverText(cancel.blockedReason)}</p>}
      {returns.request && <ReturnStatus request={returns.request} />}
      {returns.request?.status === 'REQUESTED' && (
        <PhotoUploader
          heading={t('returns.photosHeading')}
          photos={returns.request.photos}
          max={RETURN_PHOTOS_MAX}
          addIntent={RETURN_PHOTO_INTENT}
        />
      )}
      {returns.allowed && (
        <ReturnForm
          returns={returns}
          reply={refusal?.intent === 'return' ? refusal : undefined}
          pending={pending === REQUEST_RETURN_INTENT}
        />
      )}
      {returns.blockedReason && (
        <p className="text-sm text-neutral-700">{serverText(returns.blockedReason)}</p>
      )}
    </section>
  );
}

type Refusal = Extract<AfterSaleResult, { ok: false }>;

function CancelForm({ reply, pending }: { reply: Refusal | undefined; pending: boolean }) {
  const [form, fields] = useForm<{ reason: string }>({ lastResult: reply?.submission });
  const { t } = useTranslation();
  return (
    <details open={reply !== undefined} className="rounded-xl ring-1 ring-neutral-200">
      <summary className="focus-ring flex min-h-11 cursor-pointer items-center rounded-xl px-4 text-sm font-semibold text-red-700">
        {t('returns.cancel.open')}
      </summary>
      <Form method="post" id={form.id} noValidate className="grid gap-3 px-4 pb-4">
        <input type="hidden" name="intent" value={CANCEL_ORDER_INTENT} />
        <p className="text-sm text-neutral-700">{t('returns.cancel.warning')}</p>
        <TextAreaField
          label={t('returns.cancel.reason')}
          hint={t('returns.cancel.optional')}
          name={fields.reason.name}
          defaultValue={fields.reason.initialValue ?? ''}
          error={fields.reason.errors?.[0]}
          maxLength={SHOPPER_CANCEL_REASON_MAX}
        />
        <Button type="submit" disabled={pending} variant="danger" className="justify-self-start">
          {pending ? t('returns.cancel.cancelling') : t('returns.cancel.confirm')}
        </Button>
      </Form>
    </details>
  );
}

function ReturnForm({
  returns,
  reply,
  pending,
}: {
  returns: AfterSale['returns'];
  reply: Refusal | undefined;
  pending: boolean;
}) {
  const [form, fields] = useForm<{ reason: string }>({ lastResult: reply?.submission });
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <details open={reply !== undefined} className="rounded-xl ring-1 ring-neutral-200">
      <summary className="focus-ring flex min-h-11 cursor-pointer items-center rounded-xl px-4 text-sm font-semibold text-primary">
        {t('returns.request.open')}
      </summary>
      <Form method="post" id={form.id} noValidate className="grid gap-3 px-4 pb-4">
        <input type="hidden" name="intent" value={REQUEST_RETURN_INTENT} />
        {returns.until && (
          <p className="text-sm text-neutral-700">
            <Trans
              i18nKey="returns.request.until"
              values={{ date: formatDate(returns.until, locale) }}
              components={{ date: <time dateTime={returns.until} /> }}
            />
          </p>
        )}
        <div className="text-sm">
          <p className="font-medium">{t('returns.request.covers')}</p>
          <ul className="mt-1 list-disc pl-5 text-neutral-700">
            {returns.lines.map((line) => (
              <li key={`${line.productId}-${line.productVariantId ?? ''}`}>
                {line.name} × {line.quantity}
              </li>
            ))}
          </ul>
        </div>
        <TextAreaField
          label={t('returns.request.reason')}
          name={fields.reason.name}
          defaultValue={fields.reason.initialValue ?? ''}
          error={fields.reason.errors?.[0]}
          maxLength={RETURN_REASON_MAX}
          required
        />
        <Button type="submit" disabled={pending} className="justify-self-start">
          {pending ? t('returns.request.sending') : t('returns.request.send')}
        </Button>
      </Form>
    </details>
  );
}

/** A return request and the shop's answer, as both sides see it. */
export function ReturnStatus({ request }: { request: OrderReturn }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="grid gap-2 text-sm" data-testid="return-status">
      <span
        className={cx(
          'inline-flex items-center justify-self-start rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
          RETURN_TONES[request.status],
        )}
      >
        {t(`returns.status.${request.status}`)}
      </span>
      <ol className="grid gap-1 text-neutral-700">
        <li>
          <Trans
            i18nKey="returns.requestedOn"
            values={{ date: formatDate(request.requestedAt, locale) }}
            components={{ date: <time dateTime={request.requestedAt} /> }}
          />{' '}
          <span className="break-words">“{request.reason}”</span>
        </li>
        {request.decidedAt && (
          <li>
            <Trans
              i18nKey={request.status === 'APPROVED' ? 'returns.approvedOn' : 'returns.refusedOn'}
              values={{ date: formatDate(request.decidedAt, locale) }}
              components={{ date: <time dateTime={request.decidedAt} /> }}
            />
            {request.note && (
              <>
                : <span className="break-words">{request.note}</span>
              </>
            )}
          </li>
        )}
      </ol>
      <p className="text-neutral-600">
        {request.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')}
      </p>
      <PhotoStrip photos={request.photos} label={t('returns.photoLabel')} />
    </div>
  );
}
