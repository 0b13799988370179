import { data, redirect } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import { deleteAccountBodySchema } from '@vitrine/contract/privacy';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { clearedSessionCookies, cookieHeaders } from '../../lib/api.server';
import { formOf } from '../../lib/action-form.server';
import { shopperApi } from '../../lib/session.server';
import { fieldOf } from '../../lib/shopper-action.server';
import type { DeleteAccountResult } from './delete-account-result';
import { ACCOUNT_DELETED_PATH, DELETE_FALLBACK_MESSAGE } from './privacy-paths';

/**
 * The privacy page's "Delete my account" (decision 0093): the API checks the typed word; once deleted,
 * the browser's session cookies are cleared and the shopper lands on a page that says what happened.
 */
export async function deleteAccount({
  request,
  context,
}: {
  request: Request;
  context: StorefrontLoadContext;
}) {
  const form = await formOf(request);
  const confirmation = fieldOf(form, 'confirmation');
  const { api, setCookieHeaders } = await shopperApi(request, context);
  const refuse = (error: string, status: number) =>
    data<DeleteAccountResult>(
      { intent: 'delete-account', ok: false, error, confirmation },
      { status, headers: cookieHeaders(setCookieHeaders) },
    );
  if (!api) return refuse('Please sign in to continue.', 401);
  const checked = deleteAccountBodySchema.safeParse({ confirmation });
  if (!checked.success) return refuse(checked.error.issues[0]?.message ?? DELETE_FALLBACK_MESSAGE, 400);
  try {
    await api.deleteAccount(checked.data);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status >= 500) return refuse(DELETE_FALLBACK_MESSAGE, 502);
    return refuse(error.message || DELETE_FALLBACK_MESSAGE, error.status);
  }
  throw redirect(ACCOUNT_DELETED_PATH, { headers: cookieHeaders(clearedSessionCookies()) });
}
