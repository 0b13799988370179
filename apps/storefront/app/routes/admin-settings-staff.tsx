import { data } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import { staffMemberParamsSchema, staffRoleChangeSchema } from '@vitrine/contract/admin-settings';
import type { Route } from './+types/admin-settings-staff';
import { useSessionUser } from '../root';
import { formOf } from '../lib/action-form.server';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { saveSettings, SETTINGS_FORMS } from '../features/admin-settings/settings-forms.server';
import { SettingsNav } from '../features/admin-settings/settings-nav';
import {
  InviteForm,
  STAFF_INTENT_FIELD,
  StaffList,
  type StaffIntent,
} from '../features/admin-settings/staff-list';

export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  return data({ staff: await api.getStaff() }, { headers });
}

/** Invites a number, or changes or removes a member, each a plain form post. */
export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const form = await formOf(args.request);
  const intent = String(form.get(STAFF_INTENT_FIELD)) as StaffIntent;
  form.delete(STAFF_INTENT_FIELD);
  if (intent === 'invite') {
    const reply = await saveSettings(form, SETTINGS_FORMS.invite, api.inviteStaff, {
      headers,
      saved: 'Invited. They can sign in with their mobile number now.',
    });
    return data({ ...reply.data, intent }, reply.init ?? undefined);
  }
  const member = staffMemberParamsSchema.safeParse({ userId: form.get('userId') });
  const role = staffRoleChangeSchema.safeParse({ role: form.get('role') });
  const reply = (ok: boolean, message: string, status = 200) =>
    data({ ok, message, intent }, { status, headers });
  if (!member.success || (intent === 'role' && !role.success))
    return reply(false, 'Pick a member and a role.', 400);
  try {
    if (intent === 'remove') await api.removeStaff(member.data.userId);
    else await api.changeStaffRole(member.data.userId, role.data!.role);
    return reply(
      true,
      intent === 'remove'
        ? 'Removed. Their sign-ins have ended.'
        : 'Role changed. They sign in again to use it.',
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return reply(false, error.message, error.status);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Staff', matches) }];
}

export default function AdminSettingsStaff({ loaderData, actionData }: Route.ComponentProps) {
  const self = useSessionUser();
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Staff</h1>
      <SettingsNav />
      <StaffList staff={loaderData.staff} selfId={self?.userId ?? ''} result={actionData} />
      <InviteForm result={actionData} />
    </div>
  );
}
