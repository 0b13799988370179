import { Trans, useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { AppliedCoupon } from '@vitrine/contract/coupons';
import { STORE_PICKUP } from '@vitrine/contract/orders';
import { TicketPercent, X } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useServerText } from '../../i18n/server-text';
import { useLocale } from '../../i18n/use-locale';
import { formatRupees } from '../../lib/format';
import { CHECKOUT_FIELDS, type CheckoutChoice } from './checkout-choice';

/** The API's refusals of a coupon (decision 0094): said beside the box, the order priced without it. */
export const isCouponRefusal = (code: string) => code.startsWith('COUPON_');

/** The checkout address of the same choice, with or without a coupon. */
function checkoutSearch(choice: CheckoutChoice) {
  const params = new URLSearchParams();
  if (choice.addressIndex !== null) params.set(CHECKOUT_FIELDS.address, String(choice.addressIndex));
  if (choice.storePickup) params.set(CHECKOUT_FIELDS.delivery, STORE_PICKUP);
  return `?${params}`;
}

/**
 * "Have a coupon?": a plain GET form, so the code lives in the URL with the rest of the checkout
 * choice and the page works before hydration. Once applied it shows what it took off, and a way to
 * take it away; one coupon per order, so a new code replaces the old.
 */
export function CouponBox({
  choice,
  applied,
  error,
}: {
  choice: CheckoutChoice;
  applied: AppliedCoupon | null;
  error: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const serverText = useServerText();
  if (applied) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200"
      >
        <TicketPercent aria-hidden className="size-5 shrink-0" />
        <p className="min-w-0 flex-1">
          <Trans
            i18nKey={applied.label ? 'coupon.appliedWithLabel' : 'coupon.applied'}
            values={{
              code: applied.code,
              label: applied.label && serverText(applied.label),
              saving: formatRupees(applied.discount, locale),
            }}
            components={{ code: <span className="font-semibold" /> }}
          />
        </p>
        <Link
          to={checkoutSearch(choice)}
          replace
          preventScrollReset
          aria-label={t('coupon.remove', { code: applied.code })}
          className="focus-ring -mr-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg font-medium"
        >
          <X aria-hidden className="size-4" />
        </Link>
      </div>
    );
  }
  return (
    <Form
      method="get"
      replace
      preventScrollReset
      className="grid min-w-0 gap-2"
      aria-label={t('coupon.label')}
    >
      {choice.addressIndex !== null && (
        <input type="hidden" name={CHECKOUT_FIELDS.address} value={choice.addressIndex} />
      )}
      {choice.storePickup && <input type="hidden" name={CHECKOUT_FIELDS.delivery} value={STORE_PICKUP} />}
      <div className="flex min-w-0 items-end gap-2">
        <TextField
          label={t('coupon.code')}
          name={CHECKOUT_FIELDS.coupon}
          defaultValue={choice.coupon ?? ''}
          error={error ?? undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="outline" className={error ? 'mb-6 shrink-0 px-4' : 'shrink-0 px-4'}>
          {t('coupon.apply')}
        </Button>
      </div>
    </Form>
  );
}
