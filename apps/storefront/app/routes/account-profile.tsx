import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { Route } from './+types/account-profile';
import type { Consent } from '@vitrine/contract/privacy';
import { requireUser } from '../lib/require-user.server';
import { shopperApi } from '../lib/session.server';
import { ConsentCard } from '../features/privacy/consent-card';
import { ActionToast } from '../components/ui/action-toast';
import { metaT, pageTitle } from '../features/layout/page-title';
import { submitProfile } from '../features/account/profile-action.server';
import { ProfileForm } from '../features/account/profile-form';
import { isProfileResult, PROFILE_SUCCESS_MESSAGES } from '../features/account/profile-result';

/** SPEC §2 /account/profile (signed in only): the shopper's name, mobile, email and picture. */
export async function loader(args: Route.LoaderArgs) {
  const { user, headers } = await requireUser(args);
  const { name, mobile, email, image } = user;
  return data({ user: { name, mobile, email, image }, consent: await consentOf(args) }, { headers });
}

/** Marketing consent is asked here too (decision 0093); the card is left out when it cannot be read. */
async function consentOf(args: Route.LoaderArgs): Promise<Consent | null> {
  const { api } = await shopperApi(args.request, args.context);
  if (!api) return null;
  try {
    return await api.getMarketingConsent();
  } catch (error) {
    args.context.log.warn({ err: error }, 'marketing consent could not be read');
    return null;
  }
}

/** The profile form's submissions, with or without JavaScript (the root loader's user loads again after). */
export async function action(args: Route.ActionArgs) {
  return submitProfile(args);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaT(matches)('pageTitles.profile'), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const reply = isProfileResult(actionData) ? actionData : undefined;
  const { t } = useTranslation();
  // A new message for each saved answer, so the toast shows again after each save.
  const toast = useMemo(
    () => (reply?.ok ? { text: t(PROFILE_SUCCESS_MESSAGES[reply.intent]), id: 1 } : null),
    [reply, t],
  );
  return (
    <div>
      <h1 className="text-2xl font-semibold md:text-3xl">{t('account.items.profile.label')}</h1>
      <div className="mt-6">
        <ProfileForm user={loaderData.user} reply={reply} />
      </div>
      {loaderData.consent && (
        <div className="mt-6">
          <ConsentCard consent={loaderData.consent} source="profile" />
        </div>
      )}
      <ActionToast message={toast} />
    </div>
  );
}
