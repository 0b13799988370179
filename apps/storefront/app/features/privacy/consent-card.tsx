import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { Consent, ConsentSource } from '@vitrine/contract/privacy';
import { MARKETING_CONSENT_TEXTS } from '@vitrine/contract/privacy';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { BACK_FIELD } from '../../components/ui/post-form';
import { useLocation } from 'react-router';
import { formatDate } from '../../lib/format';
import { useLanguage, useLocale } from '../../i18n/use-locale';
import type { ServerReply } from '../../lib/server-reply';
import { CONSENT_PATH } from './privacy-paths';

type ConsentReply = ServerReply<Consent, 'consent'>;

/**
 * Marketing messages (decision 0093): asked with a checkbox that is never ticked for the shopper,
 * recorded with its words in the language they were shown in (the form says which); once agreed,
 * withdrawn with one tap. Orders' own messages are not marketing and are not asked about. A real form
 * (it works before the page's scripts run), sent by a fetcher after.
 */
export function ConsentCard({ consent: initial, source }: { consent: Consent; source: ConsentSource }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = useLocale();
  const fetcher = useFetcher<ConsentReply>();
  const { pathname, search } = useLocation();
  const reply = fetcher.data;
  const consent = reply?.ok ? reply.value : initial;
  const busy = fetcher.state !== 'idle';
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    form.delete(BACK_FIELD);
    void fetcher.submit(form, { method: 'post', action: CONSENT_PATH });
  };

  return (
    <section
      aria-labelledby="consent-title"
      className="max-w-2xl rounded-2xl p-4 ring-1 ring-neutral-200 md:p-6"
    >
      <h2 id="consent-title" className="font-semibold">
        {t('privacy.consent.title')}
      </h2>
      <form method="post" action={CONSENT_PATH} onSubmit={submit} className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="consent" />
        <input type="hidden" name="source" value={source} />
        <input type="hidden" name="language" value={language} />
        <input type="hidden" name={BACK_FIELD} value={pathname + search} />
        {consent.granted ? (
          <>
            <p className="text-sm text-neutral-700">
              {t('privacy.consent.agreedOn', {
                date: formatDate(consent.at!, locale),
                text: consent.textShown,
              })}
            </p>
            <p className="text-sm text-neutral-600">{t('privacy.consent.ordersAnyway')}</p>
            <div>
              <Button type="submit" name="granted" value="false" variant="outline" disabled={busy}>
                {busy ? t('account.form.saving') : t('privacy.consent.withdraw')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <label className="flex items-start gap-3 text-sm text-neutral-800">
              <input
                type="checkbox"
                name="granted"
                value="true"
                defaultChecked={false}
                className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
              />
              <span>{MARKETING_CONSENT_TEXTS[language]}</span>
            </label>
            <p className="text-sm text-neutral-600">
              {consent.at ? t('privacy.consent.withdrawn') : t('privacy.consent.notAsked')}{' '}
              {t('privacy.consent.ordersAnyway')}
            </p>
            <div>
              <Button type="submit" variant="outline" disabled={busy}>
                {busy ? t('account.form.saving') : t('privacy.consent.save')}
              </Button>
            </div>
          </>
        )}
        {reply && !reply.ok && <ErrorNotice message={reply.error} />}
      </form>
    </section>
  );
}
