import { Form, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHOP_LANGUAGE_NAMES } from '@vitrine/contract/site';
import { cx } from '../../lib/class-names';

/** Where the switch posts (routes/language.ts). */
export const LANGUAGE_ACTION_PATH = '/language';

/**
 * The shopper's language switch (decision 0095): one button that names the other language in its own
 * script. A plain form post, so it works before the page's scripts run; the page comes back in it, as
 * a new document even after hydration, so the browser loads the other language's catalogue then.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const other = i18n.language === 'hi' ? 'en' : 'hi';
  return (
    <Form method="post" action={LANGUAGE_ACTION_PATH} reloadDocument className={cx('shrink-0', className)}>
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <button
        type="submit"
        name="language"
        value={other}
        lang={other}
        data-testid="language-switch"
        className="focus-ring inline-flex min-h-11 items-center rounded-full px-2 text-sm font-medium text-ink hover:bg-ink/5 md:px-3"
      >
        <span className="sr-only" lang={i18n.language}>
          {t('language.label')}{' '}
        </span>
        {SHOP_LANGUAGE_NAMES[other]}
      </button>
    </Form>
  );
}
