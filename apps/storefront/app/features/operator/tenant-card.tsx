import { Link } from 'react-router';
import type { TenantSummary } from '@vitrine/contract/tenants';
import { ChevronRight } from '../../components/icons/icons';
import { tenantPath } from './operator-paths';

/** One shop in the list: its name, id, mode and the host names it answers on. */
export function TenantCard({ tenant }: { tenant: TenantSummary }) {
  return (
    <Link
      to={tenantPath(tenant.customerId)}
      className="focus-ring flex items-center gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 hover:ring-neutral-300"
    >
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{tenant.businessName}</span>
        <span className="block truncate text-sm text-neutral-600">
          {tenant.customerId} · {tenant.isEngineeringType ? 'Digital Briefcase' : 'Shop'}
        </span>
        <span className="mt-1 block truncate text-sm text-neutral-600">
          {tenant.hosts.join(', ') || 'No host names'}
        </span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-neutral-400" />
    </Link>
  );
}
