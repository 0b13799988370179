import { redirect } from 'react-router';
import { formOf } from '../lib/action-form.server';
import { safeReturnPath } from '../lib/safe-return-path';
import { isShopLanguage } from '../i18n/i18n';
import { languageCookie } from '../i18n/language.server';
import type { Route } from './+types/language';

/** The shopper's language switch (decision 0095): a cookie, then back to the page it was on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await formOf(request);
  const language = form.get('language');
  if (!isShopLanguage(language)) throw new Response('Pick English or Hindi', { status: 400 });
  return redirect(safeReturnPath(form.get('returnTo'), '/'), {
    headers: { 'set-cookie': languageCookie(language) },
  });
}

/** The switch is a form's target, not a page. */
export function loader() {
  throw new Response('Not Found', { status: 404 });
}
