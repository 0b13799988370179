import { Form, useNavigation } from 'react-router';
import { MapPin } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../lib/format';
import { PINCODE_PARAM, type DeliveryCheckResult } from './delivery-areas-fields';

/** What the check found, in one sentence; `cod` false on a product paid online only. */
function answerOf(result: DeliveryCheckResult, productCod: boolean) {
  if ('error' in result) return { ok: false, text: result.error };
  const { check } = result;
  if (!check.deliverable) return { ok: false, text: `Sorry, we do not deliver to ${check.pincode} yet.` };
  const by = check.estimatedDelivery ? ` by ${formatDate(check.estimatedDelivery)}` : '';
  const cod = productCod ? (check.cod ? ' · Cash on delivery available' : ' · Prepaid only here') : '';
  return { ok: true, text: `Delivery to ${check.pincode}${by}${cod}` };
}

/**
 * "Check delivery" on the product page (decision 0091): a GET form to the page itself, so it works
 * without JavaScript; with it, the page's data reloads in place.
 */
export function DeliveryCheckForm({
  result,
  productCod,
}: {
  result: DeliveryCheckResult | null;
  productCod: boolean;
}) {
  const navigation = useNavigation();
  const checking = navigation.state === 'loading' && navigation.location.search.includes(`${PINCODE_PARAM}=`);
  const answer = result && answerOf(result, productCod);
  return (
    <Form method="get" preventScrollReset replace className="grid gap-2" aria-label="Check delivery">
      <label htmlFor="delivery-pincode" className="flex items-center gap-2 text-sm font-semibold">
        <MapPin aria-hidden className="size-4 text-primary" />
        Check delivery
      </label>
      <div className="flex gap-2">
        <input
          id="delivery-pincode"
          name={PINCODE_PARAM}
          defaultValue={result?.pincode ?? ''}
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[1-9][0-9]{5}"
          maxLength={6}
          placeholder="Pincode"
          required
          aria-describedby={answer ? 'delivery-answer' : undefined}
          className="focus-ring h-11 w-36 rounded-lg border border-neutral-300 bg-canvas px-3 text-base"
        />
        <Button type="submit" variant="outline" disabled={checking}>
          {checking ? 'Checking…' : 'Check'}
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
