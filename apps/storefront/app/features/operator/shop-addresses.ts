import { customerIdSchema } from '@vitrine/contract/customer';
import { publicOriginSchema, tenantHostSchema } from '@vitrine/contract/tenants';

/** A shop id from a business name: "Lamp House & Co." → "lamp-house-and-co" (empty when nothing is Latin). */
export function shopIdOf(businessName: string): string {
  return businessName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 63)
    .replace(/^-+|-+$/g, '');
}

/**
 * Where a new shop answers, beside the platform console's own address: the console at
 * operator.vitrine.in makes a shop "chai" at chai.vitrine.in, with the console's scheme and port.
 */
export function suggestedAddresses(customerId: string, console: URL) {
  if (!customerId) return { hosts: '', publicOrigin: '' };
  const labels = console.hostname.split('.');
  const parent = labels.length > 2 || labels.at(-1) === 'localhost' ? labels.slice(1) : labels;
  const host = [customerId, ...parent].join('.');
  return {
    hosts: host,
    publicOrigin: `${console.protocol}//${host}${console.port ? `:${console.port}` : ''}`,
  };
}

/** The contract's own check of each address field, as it is typed (the server checks again). */
export function addressError(
  field: 'customerId' | 'hosts' | 'publicOrigin',
  value: string,
): string | undefined {
  if (!value.trim()) return undefined;
  if (field === 'hosts') {
    for (const host of value.split(/[\s,]+/).filter(Boolean)) {
      const checked = tenantHostSchema.safeParse(host);
      if (!checked.success) return `${host}: ${checked.error.issues[0]!.message}`;
    }
    return undefined;
  }
  const schema = field === 'customerId' ? customerIdSchema : publicOriginSchema;
  const checked = schema.safeParse(value.trim());
  return checked.success ? undefined : checked.error.issues[0]!.message;
}
