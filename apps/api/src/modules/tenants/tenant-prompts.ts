import {
  newTenantSchema,
  STARTER_THEMES,
  TENANT_MODES,
  type NewTenantInput,
} from '@vitrine/contract/tenants';

/** Asks one question and answers what was typed. */
export type Ask = (question: string) => Promise<string>;

const fields = newTenantSchema.shape;

interface Question<K extends keyof NewTenantInput> {
  key: K;
  label: string;
  /** Shown in brackets and taken when the answer is blank. */
  fallback?: (sofar: Partial<NewTenantInput>) => string | undefined;
  read?: (answer: string) => NewTenantInput[K];
}

const blankIsNone = (answer: string) => answer || undefined;

const QUESTIONS: Question<keyof NewTenantInput>[] = [
  { key: 'customerId', label: 'Shop id (lower-case letters, digits, dashes)' },
  { key: 'businessName', label: 'Business name' },
  {
    key: 'hosts',
    label: 'Host names, separated by commas',
    read: (answer) =>
      answer
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
  },
  {
    key: 'publicOrigin',
    label: 'Public origin',
    fallback: (sofar) => (sofar.hosts?.[0] ? `https://${sofar.hosts[0]}` : undefined),
  },
  { key: 'ownerMobile', label: 'Owner’s mobile' },
  { key: 'ownerName', label: 'Owner’s name (optional)', read: blankIsNone },
  { key: 'mode', label: `Mode (${TENANT_MODES.join(' or ')})`, fallback: () => TENANT_MODES[0] },
  { key: 'theme', label: `Theme (${STARTER_THEMES.join(', ')})`, fallback: () => STARTER_THEMES[0] },
  { key: 'registeredState', label: 'State of GST registration' },
  { key: 'gstin', label: 'GSTIN (optional)', read: blankIsNone },
];

/**
 * `npm run tenant:create` in a terminal without arguments: each value asked in turn and checked with
 * the contract's own rule for it, asked again until it passes. The whole shop is checked again when
 * it is created, as on the arguments' path.
 */
export async function askNewTenant(ask: Ask, say: (line: string) => void): Promise<NewTenantInput> {
  const answers: Partial<NewTenantInput> = {};
  for (const question of QUESTIONS) {
    const fallback = question.fallback?.(answers);
    for (;;) {
      const typed = (await ask(`${question.label}${fallback ? ` [${fallback}]` : ''}: `)).trim();
      const answer = typed || fallback || '';
      const value = question.read ? question.read(answer) : answer;
      const checked = fields[question.key].safeParse(value);
      if (checked.success) {
        Object.assign(answers, { [question.key]: value });
        break;
      }
      say(`  ${checked.error.issues[0]?.message ?? 'Not valid'}. Try again.`);
    }
  }
  return answers as NewTenantInput;
}
