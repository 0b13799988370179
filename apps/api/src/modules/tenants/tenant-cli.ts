import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { STARTER_THEMES, TENANT_MODES, type NewTenantInput } from '@vitrine/contract/tenants';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { AppError } from '../../lib/app-error.ts';
import { createTenant } from '../../workflows/tenant-setup.ts';
import { askNewTenant } from './tenant-prompts.ts';

const USAGE = `Usage: npm run tenant:create -- --id chai-corner --name "Chai Corner" \\
    --host chai.example.in [--host www.chai.example.in] --origin https://chai.example.in \\
    --owner 9811122233 [--owner-name "Asha Rao"] --mode business|engineering \\
    --theme ${STARTER_THEMES.join('|')} --state Maharashtra [--gstin 27AAPFU0939F1ZV]

Creates the shop in the database DATABASE_URL or PGLITE_DIR names (stop a server that uses the same
PGLITE_DIR first; with PostgreSQL it may keep running, and the shop answers on every instance at once).
In a terminal, run it without arguments to be asked for each value.`;

/** The shop as the arguments give it; each value is checked when the shop is created. */
function tenantOfArgs(values: Record<string, string | string[] | boolean | undefined>): NewTenantInput {
  const text = (name: string) => values[name] as string | undefined;
  return {
    customerId: text('id') ?? '',
    businessName: text('name') ?? '',
    hosts: (values.host as string[] | undefined) ?? [],
    publicOrigin: text('origin') ?? '',
    ownerMobile: text('owner') ?? '',
    ownerName: text('owner-name'),
    // Any text: createTenant checks each against the contract's schema and names what is wrong.
    mode: text('mode') as NewTenantInput['mode'],
    theme: text('theme') as NewTenantInput['theme'],
    gstin: text('gstin'),
    registeredState: (text('state') ?? '') as NewTenantInput['registeredState'],
  };
}

async function askInTerminal(): Promise<NewTenantInput> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    console.log('A new shop: answer each question (Enter takes the value in brackets).');
    return await askNewTenant((question) => terminal.question(question), console.log);
  } finally {
    terminal.close();
  }
}

/** npm run tenant:create: a new business, as the operator's console makes it (decision 0076). */
async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        id: { type: 'string' },
        name: { type: 'string' },
        host: { type: 'string', multiple: true },
        origin: { type: 'string' },
        owner: { type: 'string' },
        'owner-name': { type: 'string' },
        mode: { type: 'string', default: TENANT_MODES[0] },
        theme: { type: 'string', default: STARTER_THEMES[0] },
        gstin: { type: 'string' },
        state: { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const interactive = argv.length === 0 && process.stdin.isTTY && process.stdout.isTTY;
  const input = interactive ? await askInTerminal() : tenantOfArgs(values);
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const tenant = await createTenant({ db: database.db, reservedHosts: config.operator.hosts }, input);
    console.log(
      `Created ${tenant.businessName} (${tenant.customerId}), answering at ${tenant.hosts.join(', ')}.\n` +
        `Its owner signs in at ${tenant.publicOrigin}/ with ${input.ownerMobile} and a one-time code, then opens /admin.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(`Not created: ${error.message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
