import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation, useSearchParams } from 'react-router';
import { MapPin } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { formatDate, type Locale } from '../../lib/format';
import { translateServerText } from '../../i18n/server-text';
import { useLocale } from '../../i18n/use-locale';
import { PINCODE_PARAM, type DeliveryCheckResult } from './delivery-areas-fields';

/** What the check found, in one sentence; `cod` false on a product paid online only. */
function answerOf(result: DeliveryCheckResult, productCod: boolean, t: TFunction, locale: Locale) {
  if ('error' in result) return { ok: false, text: translateServerText(t, result.error) };
  const { check } = result;
  const { pincode, estimatedDelivery } = check;
  if (!check.deliverable) return { ok: false, text: t('delivery.notServed', { pincode }) };
  const to = estimatedDelivery
    ? t('delivery.toBy', { pincode, date: formatDate(estimatedDelivery, locale) })
    : t('delivery.to', { pincode });
  const cod = productCod ? (check.cod ? t('delivery.codAvailable') : t('delivery.prepaidOnly')) : '';
  return { ok: true, text: `${to}${cod}` };
}

/**
 * "Check delivery" on the product page (decision 0091): a GET form to the page itself, so it works
 * without JavaScript; with it, the page's data reloads in place. The page's other parameters (the
 * reviews' sort) go along, so checking a pincode leaves the rest of the page as it was.
 */
export function DeliveryCheckForm({
  result,
  productCod,
}: {
  result: DeliveryCheckResult | null;
  productCod: boolean;
}) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const checking = navigation.state === 'loading' && navigation.location.search.includes(`${PINCODE_PARAM}=`);
  const { t } = useTranslation();
  const locale = useLocale();
  const answer = result && answerOf(result, productCod, t, locale);
  return (
    <Form method="get" preventScrollReset replace className="grid gap-2" aria-label={t('delivery.check')}>
      <label htmlFor="delivery-pincode" className="flex items-center gap-2 text-sm font-semibold">
        <MapPin aria-hidden className="size-4 text-primary" />
        {t('delivery.check')}
      </label>
      {[...searchParams]
        .filter(([name]) => name !== PINCODE_PARAM)
        .map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
      <div className="flex gap-2">
        <input
          id="delivery-pincode"
          name={PINCODE_PARAM}
          defaultValue={result?.pincode ?? ''}
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[1-9][0-9]{5}"
          maxLength={6}
          placeholder={t('delivery.pincode')}
          required
          aria-describedby={answer ? 'delivery-answer' : undefined}
          className="focus-ring h-11 w-36 rounded-lg border border-neutral-300 bg-canvas px-3 text-base"
        />
        <Button type="submit" variant="outline" disabled={checking}>
          {checking ? t('delivery.checking') : t('delivery.submit')}
        </Button>
      </div>
      {answer && (
        <p
          id="delivery-answer"
          role="status"
          className={answer.ok ? 'text-sm font-medium text-emerald-700' : 'text-sm font-medium text-red-700'}
        >
          {answer.text}
        </p>
      )}
    </Form>
  );
}
