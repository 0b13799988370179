import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useActionData, useFetcher } from 'react-router';
import { CircleCheck, FileText } from '../../components/icons/icons';
import { ActionBar } from '../../components/ui/action-bar';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/class-names';
import { ErrorNotice } from '../../components/ui/error-notice';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { useSessionUser } from '../../root';
import { useAuthDialog } from '../auth/auth-dialog-context';
import { useServerText } from '../../i18n/server-text';
import type { QuotationRequestResult } from './quotation-request-result';

/**
 * SPEC §3 showQuotationRequest: "Request a quotation" on a product page. The form posts to the page
 * itself (it works without JavaScript); the shopper's name and mobile come from the account, so a
 * guest signs in first. In a briefcase it is the page's primary action: the primary look, and on
 * phones the sticky action bar (decision 0026).
 */
export function QuotationRequest({
  productId,
  productVariantId,
  productName,
  primary,
}: {
  productId: string;
  productVariantId: string | null;
  productName: string;
  primary: boolean;
}) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const user = useSessionUser();
  const { openSignIn } = useAuthDialog();
  const fetcher = useFetcher<QuotationRequestResult>({ key: 'quotation-request' });
  const pageResult = useActionData<QuotationRequestResult>();
  const result = fetcher.data ?? pageResult;
  const sending = fetcher.state !== 'idle';
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  const fields = result && !result.ok ? (result.fields ?? {}) : {};

  return (
    <section
      aria-labelledby="quotation-heading"
      className="rounded-2xl border border-primary/25 bg-primary/5 p-4 md:p-5"
    >
      <h2 id="quotation-heading" className="flex items-center gap-2 text-base font-semibold">
        <FileText aria-hidden className="size-5 text-primary" />
        {t('quotations.request.title')}
      </h2>
      <p className="mt-1 text-sm text-neutral-700">{t('quotations.request.intro')}</p>
      {!user ? (
        <Bar primary={primary} className="mt-3">
          <Button variant={primary ? 'primary' : 'outline'} className="w-full md:w-auto" onClick={openSignIn}>
            {t('quotations.request.signIn')}
          </Button>
        </Bar>
      ) : (
        <details
          className="group mt-3"
          open={Boolean(result && !result.ok) || undefined}
          // Opened from the bar at the foot of a phone's screen: the form is up the page.
          onToggle={(event) => {
            if (event.currentTarget.open) formRef.current?.scrollIntoView({ block: 'nearest' });
          }}
        >
          {/* The bar is inside the summary (a summary must be the details' own child), which opens it. */}
          <summary className="group/summary cursor-pointer list-none outline-none group-open:hidden">
            <Bar primary={primary}>
              <span
                className={cx(
                  'inline-flex min-h-11 items-center justify-center rounded-lg px-5 text-sm font-semibold max-md:w-full',
                  'group-focus-visible/summary:outline-2 group-focus-visible/summary:outline-offset-2 group-focus-visible/summary:outline-primary',
                  primary
                    ? 'bg-primary text-on-primary shadow-sm hover:opacity-90'
                    : 'border border-neutral-300 bg-canvas text-ink hover:border-neutral-400',
                )}
              >
                {t('quotations.request.title')}
              </span>
            </Bar>
          </summary>
          <fetcher.Form ref={formRef} method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
            <input type="hidden" name="intent" value="quotation" />
            <input type="hidden" name="productId" value={productId} />
            <input type="hidden" name="productVariantId" value={productVariantId ?? ''} />
            <p className="text-sm text-neutral-700 sm:col-span-2">
              <Trans
                i18nKey="quotations.request.forWhom"
                values={{ product: productName, name: user.name, mobile: user.mobile }}
                components={{ product: <strong className="font-semibold" /> }}
              />
            </p>
            <TextField
              label={t('quotations.quantity')}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              defaultValue={1}
              required
              error={fields.quantity}
            />
            <TextField
              label={t('account.form.email')}
              name="email"
              type="email"
              hint={t('account.form.optional')}
              defaultValue={user.email ?? ''}
              autoComplete="email"
              error={fields.email}
            />
            <TextField
              label={t('quotations.request.company')}
              name="company"
              hint={t('account.form.optional')}
              autoComplete="organization"
              error={fields.company}
            />
            <TextField
              label={t('quotations.request.city')}
              name="city"
              hint={t('account.form.optional')}
              autoComplete="address-level2"
              error={fields.city}
            />
            <TextAreaField
              label={t('quotations.request.need')}
              name="message"
              required
              rows={4}
              placeholder={t('quotations.request.needPlaceholder')}
              className="sm:col-span-2"
              error={fields.message}
            />
            <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
              <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
                {sending ? t('quotations.request.sending') : t('quotations.request.send')}
              </Button>
            </div>
          </fetcher.Form>
        </details>
      )}
      <div aria-live="polite">
        {result?.ok && (
          <p className="mt-3 flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            {serverText(result.message)}
          </p>
        )}
      </div>
      {result && !result.ok && <ErrorNotice message={result.error} className="mt-3" />}
    </section>
  );
}

/** The primary request sits in the phones' sticky action bar; a secondary one stays in the page. */
function Bar({
  primary,
  className,
  children,
}: {
  primary: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return primary ? (
    <ActionBar className={className}>{children}</ActionBar>
  ) : (
    <div className={className}>{children}</div>
  );
}
