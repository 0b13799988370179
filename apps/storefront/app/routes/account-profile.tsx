import { data } from 'react-router';
import type { Route } from './+types/account-profile';
import { requireUser } from '../lib/require-user.server';
import { pageTitle } from '../features/layout/page-title';
import { ProfileDetails } from '../features/account/profile-details';

/** SPEC §2 /account/profile (signed in only): the shopper's name, mobile and email. */
export async function loader(args: Route.LoaderArgs) {
  const { user, headers } = await requireUser(args);
  const { name, mobile, email, image } = user;
  return data({ user: { name, mobile, email, image } }, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Profile Info', matches) }, { name: 'robots', content: 'noindex' }];
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-2xl font-semibold md:text-3xl">Profile Info</h1>
      <div className="mt-6">
        <ProfileDetails user={loaderData.user} />
      </div>
    </div>
  );
}
