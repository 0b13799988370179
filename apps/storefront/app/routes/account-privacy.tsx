import { useTranslation } from 'react-i18next';
import { data, Form, useNavigation, useSearchParams } from 'react-router';
import { DELETE_CONFIRMATION_WORD, type Consent } from '@vitrine/contract/privacy';
import type { Route } from './+types/account-privacy';
import { Download, Trash2 } from '../components/icons/icons';
import { Button } from '../components/ui/button';
import { ErrorNotice } from '../components/ui/error-notice';
import { TextField } from '../components/ui/text-field';
import { requireUser } from '../lib/require-user.server';
import { shopperApi } from '../lib/session.server';
import { shownLoadFailure } from '../lib/load-failure';
import { metaT, pageTitle } from '../features/layout/page-title';
import { ConsentCard } from '../features/privacy/consent-card';
import { deleteAccount } from '../features/privacy/delete-account.server';
import { isDeleteAccountResult } from '../features/privacy/delete-account-result';
import {
  DATA_DOWNLOAD_PATH,
  DOWNLOAD_ERROR_PARAM,
  PRIVACY_PAGE_PATH,
} from '../features/privacy/privacy-paths';

const UNASKED: Consent = { granted: false, at: null, textShown: null };

/** What stays after the account is deleted, because tax law requires it (decision 0093). */
const KEPT_FOR_TAX_LAW = ['orders', 'documents', 'messages', 'history'] as const;

/** Decision 0093 (DPDP Act 2023): the shopper's copy of their data, marketing consent, deleting the account. */
export async function loader(args: Route.LoaderArgs) {
  const { user, headers } = await requireUser(args);
  const { api } = await shopperApi(args.request, args.context);
  const runsShop = user.roles.some((role) => role !== 'CUSTOMER');
  try {
    const consent = api ? await api.getMarketingConsent() : UNASKED;
    return data({ consent, runsShop, error: null }, { headers });
  } catch (error) {
    const message = shownLoadFailure(args.context.log, error, 'Failed to load your choices');
    return data({ consent: UNASKED, runsShop, error: message }, { headers });
  }
}

export async function action(args: Route.ActionArgs) {
  return deleteAccount(args);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaT(matches)('pageTitles.privacy'), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function PrivacyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const downloadError = params.get(DOWNLOAD_ERROR_PARAM);
  const refused = isDeleteAccountResult(actionData) ? actionData : undefined;
  const navigation = useNavigation();
  const deleting = navigation.state !== 'idle' && navigation.formAction === PRIVACY_PAGE_PATH;

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold md:text-3xl">{t('account.items.privacy.label')}</h1>

      <section
        aria-labelledby="download-title"
        className="max-w-2xl rounded-2xl p-4 ring-1 ring-neutral-200 md:p-6"
      >
        <h2 id="download-title" className="font-semibold">
          {t('privacy.yourData')}
        </h2>
        <p className="mt-2 text-sm text-neutral-700">{t('privacy.downloadText')}</p>
        {downloadError && <ErrorNotice message={downloadError} className="mt-3" />}
        <Button asChild variant="outline" className="mt-4 w-full sm:w-auto">
          <a href={DATA_DOWNLOAD_PATH} download>
            <Download aria-hidden className="size-4" />
            {t('privacy.download')}
          </a>
        </Button>
      </section>

      {loaderData.error ? (
        <ErrorNotice message={loaderData.error} className="max-w-2xl" />
      ) : (
        <ConsentCard consent={loaderData.consent} source="privacy" />
      )}

      <section
        aria-labelledby="kept-title"
        className="max-w-2xl rounded-2xl p-4 ring-1 ring-neutral-200 md:p-6"
      >
        <h2 id="kept-title" className="font-semibold">
          {t('privacy.kept.title')}
        </h2>
        <p className="mt-2 text-sm text-neutral-700">{t('privacy.kept.intro')}</p>
        <ul className="mt-2 grid list-disc gap-1 ps-5 text-sm text-neutral-700">
          {KEPT_FOR_TAX_LAW.map((kept) => (
            <li key={kept}>{t(`privacy.kept.${kept}`)}</li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="delete-title"
        className="max-w-2xl rounded-2xl p-4 ring-1 ring-red-200 md:p-6"
      >
        <h2 id="delete-title" className="font-semibold text-red-800">
          {t('privacy.delete.title')}
        </h2>
        {loaderData.runsShop ? (
          <p className="mt-2 text-sm text-neutral-700">{t('privacy.delete.runsShop')}</p>
        ) : (
          <Form method="post" action={PRIVACY_PAGE_PATH} className="mt-2 grid gap-3">
            <p className="text-sm text-neutral-700">{t('privacy.delete.explain')}</p>
            <TextField
              label={t('privacy.delete.typeToConfirm', { word: DELETE_CONFIRMATION_WORD })}
              name="confirmation"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              defaultValue={refused?.confirmation ?? ''}
              error={refused?.error}
              className="max-w-xs"
            />
            <div>
              <Button type="submit" variant="danger" disabled={deleting} className="w-full sm:w-auto">
                <Trash2 aria-hidden className="size-4" />
                {deleting ? t('privacy.delete.deleting') : t('privacy.delete.title')}
              </Button>
            </div>
          </Form>
        )}
      </section>
    </div>
  );
}
