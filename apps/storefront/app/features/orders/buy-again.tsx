import { Trans, useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import type { BuyAgainResult } from '@vitrine/contract/cart';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { useServerText } from '../../i18n/server-text';

/** The form field that tells the order page's action this post is "Buy again". */
export const BUY_AGAIN_INTENT = 'buy-again';

/** "Buy again" on an order's page: stays on the page and says what went into the cart and what could not. */
export function BuyAgain() {
  const fetcher = useFetcher<{ buyAgain: BuyAgainResult | null; error: string | undefined }>();
  const adding = fetcher.state !== 'idle';
  const result = adding ? null : fetcher.data;
  const { t } = useTranslation();
  return (
    <fetcher.Form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value={BUY_AGAIN_INTENT} />
      <Button type="submit" variant="outline" disabled={adding}>
        {adding ? t('orders.buyAgain.adding') : t('orders.buyAgain.button')}
      </Button>
      {result?.error && <ErrorNotice message={result.error} />}
      {result?.buyAgain && <BuyAgainOutcome result={result.buyAgain} />}
    </fetcher.Form>
  );
}

function BuyAgainOutcome({ result }: { result: BuyAgainResult }) {
  const { t } = useTranslation();
  const serverText = useServerText();
  return (
    <div role="status" className="grid gap-2 rounded-xl bg-scaffold px-4 py-3 text-sm">
      {result.added.length > 0 ? (
        <p>
          <Trans
            i18nKey="orders.buyAgain.added"
            values={{ names: result.added.join(', ') }}
            components={{ label: <span className="font-medium" /> }}
          />
        </p>
      ) : (
        <p className="font-medium">{t('orders.buyAgain.none')}</p>
      )}
      {result.unavailable.length > 0 && (
        <div>
          <p className="font-medium">{t('orders.buyAgain.unavailable')}</p>
          <ul className="mt-1 list-disc pl-5 text-neutral-700">
            {result.unavailable.map((line) => (
              <li key={line.name}>
                {line.name} — {serverText(line.reason)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.added.length > 0 && (
        <Link to="/cart" className="font-medium text-primary underline underline-offset-2">
          {t('orders.buyAgain.goToCart')}
        </Link>
      )}
    </div>
  );
}
