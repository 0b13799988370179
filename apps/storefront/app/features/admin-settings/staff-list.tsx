import { Form, useNavigation } from 'react-router';
import { useForm, type SubmissionResult } from '@conform-to/react';
import {
  STAFF_ROLES,
  type StaffInvite,
  type StaffMember,
  type StaffRole,
} from '@vitrine/contract/admin-settings';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { SaveMessage } from './settings-nav';

export const STAFF_INTENT_FIELD = 'intent';
export type StaffIntent = 'invite' | 'role' | 'remove';
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  ADMIN: 'Owner: orders and settings',
  STAFF: 'Staff: orders only',
};

type Result = { ok: boolean; message: string; submission?: SubmissionResult<string[]>; intent: StaffIntent };

/** A number to invite: they sign in with a one-time code as usual and find the console. */
export function InviteForm({ result }: { result: Result | undefined }) {
  const navigation = useNavigation();
  const saving = navigation.formData?.get(STAFF_INTENT_FIELD) === 'invite';
  const mine = result?.intent === 'invite' ? result : undefined;
  const [form, fields] = useForm<Record<keyof StaffInvite, string>>({
    lastResult: mine?.submission,
    defaultValue: { role: 'STAFF' },
  });
  return (
    <Form
      method="post"
      id={form.id}
      noValidate
      className="grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
    >
      <div>
        <h2 className="text-base font-semibold">Invite someone</h2>
        <p className="text-xs text-neutral-600">
          They sign in on this shop with their mobile number and a one-time code, and find the console.
        </p>
      </div>
      <input type="hidden" name={STAFF_INTENT_FIELD} value="invite" />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label="Mobile number"
          name={fields.mobile.name}
          defaultValue={String(fields.mobile.initialValue ?? '')}
          error={fields.mobile.errors?.[0]}
          inputMode="numeric"
          autoComplete="off"
          prefix="+91"
          maxLength={10}
        />
        <TextField
          label="Name"
          name={fields.name.name}
          defaultValue={String(fields.name.initialValue ?? '')}
          error={fields.name.errors?.[0]}
          autoComplete="off"
          maxLength={80}
        />
      </div>
      <RoleChoice name={fields.role.name} current={String(fields.role.initialValue ?? 'STAFF')} />
      {fields.role.errors?.[0] && <p className="text-xs text-red-700">{fields.role.errors[0]}</p>}
      {!saving && <SaveMessage result={mine} />}
      <Button type="submit" disabled={saving} className="justify-self-start">
        {saving ? 'Inviting…' : 'Invite'}
      </Button>
    </Form>
  );
}

function RoleChoice({ name, current, label }: { name: string; current: string; label?: string }) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="mb-1.5 text-sm font-medium">{label ?? 'Role'}</legend>
      {STAFF_ROLES.map((role) => (
        <label
          key={role}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm ring-1 ring-neutral-300 has-checked:bg-primary/10 has-checked:ring-2 has-checked:ring-primary"
        >
          <input
            type="radio"
            name={name}
            value={role}
            defaultChecked={current === role}
            className="focus-ring size-4 accent-primary"
          />
          {STAFF_ROLE_LABELS[role]}
        </label>
      ))}
    </fieldset>
  );
}

/** Everyone who runs the shop, each with their role to change and a way to remove them (not oneself). */
export function StaffList({
  staff,
  selfId,
  result,
}: {
  staff: StaffMember[];
  selfId: string;
  result: Result | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const mine = result && result.intent !== 'invite' ? result : undefined;
  return (
    <section
      aria-labelledby="staff-heading"
      className="grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
    >
      <h2 id="staff-heading" className="text-base font-semibold">
        Who runs the shop
      </h2>
      {!busy && <SaveMessage result={mine} />}
      <ul className="divide-y divide-neutral-100">
        {staff.map((member) => (
          <li
            key={member.userId}
            className="grid grid-cols-1 gap-2 py-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-end"
          >
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">
                {member.name}
                {member.userId === selfId && <span className="font-normal text-neutral-600"> (you)</span>}
              </p>
              <p className="text-sm text-neutral-600">+91 {member.mobile}</p>
            </div>
            <div className="flex flex-wrap items-end gap-2">
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name={STAFF_INTENT_FIELD} value="role" />
                <input type="hidden" name="userId" value={member.userId} />
                <label className="grid gap-1 text-xs font-medium text-neutral-700">
                  Role
                  <select
                    name="role"
                    defaultValue={member.role}
                    aria-label={`Role of ${member.name}`}
                    className="focus-ring min-h-11 rounded-lg border border-neutral-300 bg-canvas px-2 text-sm"
                  >
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {role === 'ADMIN' ? 'Owner' : 'Staff'}
                      </option>
                    ))}
                  </select>
                </label>
                <Button type="submit" variant="outline" disabled={busy}>
                  Change role
                </Button>
              </Form>
              {member.userId !== selfId && (
                <Form method="post">
                  <input type="hidden" name={STAFF_INTENT_FIELD} value="remove" />
                  <input type="hidden" name="userId" value={member.userId} />
                  <Button
                    type="submit"
                    variant="outline"
                    disabled={busy}
                    aria-label={`Remove ${member.name}`}
                    className="text-red-700"
                  >
                    Remove
                  </Button>
                </Form>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
