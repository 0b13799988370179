import type { User } from '@vitrine/contract/auth';
import { Avatar } from '../../components/ui/avatar';

/** The signed-in shopper's details; the API has no call to change them, so they are read-only. */
export function ProfileDetails({ user }: { user: Pick<User, 'name' | 'mobile' | 'email' | 'image'> }) {
  const rows = [
    { label: 'Full name', value: user.name },
    { label: 'Mobile number', value: user.mobile },
    { label: 'Email', value: user.email || 'Not given' },
  ];
  return (
    <section aria-label="Profile details" className="max-w-2xl rounded-2xl ring-1 ring-neutral-200">
      <div className="flex items-center gap-4 border-b border-neutral-200 p-4 md:p-6">
        <Avatar name={user.name} image={user.image} className="size-14 text-lg" />
        <p className="min-w-0 text-lg font-semibold break-words">{user.name}</p>
      </div>
      <dl className="divide-y divide-neutral-200">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] md:px-6">
            <dt className="text-sm text-neutral-600">{row.label}</dt>
            <dd className="min-w-0 font-medium break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
