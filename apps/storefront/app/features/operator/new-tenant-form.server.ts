import { newTenantSchema, type NewTenantInput } from '@vitrine/contract/tenants';

const FIELDS = [
  'customerId',
  'businessName',
  'hosts',
  'publicOrigin',
  'ownerMobile',
  'ownerName',
  'mode',
  'theme',
  'gstin',
  'registeredState',
] as const;
type Field = (typeof FIELDS)[number];

export interface NewTenantFormResult {
  /** What was typed, shown again. */
  values: Partial<Record<Field, string>>;
  fieldErrors?: Partial<Record<Field, string>>;
  /** The API's refusal (a host already taken, the id in use). */
  message?: string;
}

/** The form's fields as the contract's new tenant, checked with its schema; hosts one per line or comma. */
export function readNewTenantForm(form: FormData) {
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, String(form.get(field) ?? '').slice(0, 2000)]),
  ) as Record<Field, string>;
  const input = {
    ...values,
    hosts: values.hosts.split(/[\s,]+/).filter(Boolean),
    ownerName: values.ownerName || undefined,
    gstin: values.gstin || undefined,
  } as NewTenantInput;
  const parsed = newTenantSchema.safeParse(input);
  if (parsed.success) return { ok: true as const, input, values };
  const fieldErrors: NewTenantFormResult['fieldErrors'] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false as const, result: { values, fieldErrors } satisfies NewTenantFormResult };
}
