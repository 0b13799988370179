import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import type { ServerReply } from '../../lib/server-reply';
import { useSessionUser } from '../../root';
import { useAuthDialog } from '../auth/auth-dialog-context';

/** The product page's form intent for "Notify me when back in stock". */
export const NOTIFY_ME_INTENT = 'notify-me';
export const NOTIFY_ME_FALLBACK_MESSAGES = { [NOTIFY_ME_INTENT]: 'Could not save your request' } as const;

/**
 * Under an out-of-stock product or variant: the shopper asks for one SMS when it is back (the mobile
 * of their account, so a guest signs in first). Asking again is harmless: it is one request.
 */
export function NotifyWhenBackInStock({
  productId,
  productVariantId,
}: {
  productId: string;
  productVariantId: string | null;
}) {
  const user = useSessionUser();
  const { openSignIn } = useAuthDialog();
  const { t } = useTranslation();
  const line = productVariantId ?? productId;
  const fetcher = useFetcher<ServerReply<string[], typeof NOTIFY_ME_INTENT>>({ key: `notify-me-${line}` });
  if (!user) {
    return (
      <Button variant="outline" className="w-full md:w-auto" onClick={openSignIn}>
        {t('product.signInForStock')}
      </Button>
    );
  }
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (reply?.ok && reply.value.includes(line)) {
    return (
      <p role="status" className="rounded-xl bg-scaffold px-4 py-3 text-sm">
        {t('product.smsWhenBack', { mobile: user.mobile })}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" className="grid gap-2">
      <input type="hidden" name="intent" value={NOTIFY_ME_INTENT} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="productVariantId" value={productVariantId ?? ''} />
      <Button
        type="submit"
        variant="outline"
        disabled={fetcher.state !== 'idle'}
        className="w-full md:w-auto"
      >
        {t('product.notifyMe')}
      </Button>
      {reply && !reply.ok && <ErrorNotice message={reply.error} />}
    </fetcher.Form>
  );
}
