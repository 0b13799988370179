import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customerDetailsReplySchema } from '@vitrine/contract/customer';
import { signedInAgain } from '../../testing/shopper.ts';
import { createScratchDatabase, createTestApp, type TestApp } from '../../testing/test-app.ts';

const run = promisify(execFile);
const repoRoot = new URL('../../../../../', import.meta.url);

// The real command, on a data directory (or PostgreSQL database) of its own, then a server on it.
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-tenant-cli-'));
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
let t: TestApp | undefined;
let databaseEnv: Record<string, string>;
beforeAll(async () => {
  scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  databaseEnv = scratch ? { DATABASE_URL: scratch.url } : { PGLITE_DIR: dataDir };
});
afterAll(async () => {
  await t?.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const tenantCreate = (args: string[]) =>
  run('npm', ['run', '-s', 'tenant:create', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...databaseEnv, LOG_LEVEL: 'silent' },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

const chai = [
  ...['--id', 'chai-corner', '--name', 'Chai Corner', '--host', 'chai.localhost'],
  ...['--host', 'chai.example.in', '--origin', 'https://chai.example.in', '--owner', '9811122233'],
  ...['--mode', 'engineering', '--theme', 'indigo', '--state', 'Karnataka'],
];

it('npm run tenant:create makes a shop that answers at its hosts and whose owner signs in as ADMIN', async () => {
  const created = await tenantCreate(chai);
  expect(created.stderr).toBe('');
  expect(created.code).toBe(0);
  expect(created.stdout).toMatch(
    /Created Chai Corner \(chai-corner\), answering at chai.example.in, chai.localhost/,
  );

  const again = await tenantCreate(['--id', 'chai-two', ...chai.slice(2)]);
  expect(again.code).toBe(1);
  expect(again.stderr).toMatch(/already taken: chai.localhost, chai.example.in/);
  const bad = await tenantCreate(['--id', 'x', '--host', 'http://nope']);
  expect(bad.code).toBe(1);
  expect(bad.stderr).toMatch(/customerId: .*hosts\.0: Enter a host name/s);

  t = await createTestApp({ ...databaseEnv, SEED_DEMO: 'false' });
  const details = await t.app.inject({ url: '/api/customer/details', headers: { host: 'chai.example.in' } });
  const { data } = customerDetailsReplySchema.parse(details.json());
  expect(data).toMatchObject({
    customerId: 'chai-corner',
    isEngineeringType: true,
    registeredState: 'Karnataka',
  });
  expect(data.uiFeatures.showQuotationRequest).toBe(true);
  const owner = await signedInAgain(t, {
    userId: '',
    mobile: '9811122233',
    headers: { host: 'chai.localhost' },
  });
  const me = await t.app.inject({ url: '/api/auth/getUserProfile', headers: owner.headers });
  expect(me.json().data.user.roles).toEqual(['ADMIN']);
  expect(
    (await t.app.inject({ url: '/api/customer/details', headers: { host: 'chai-two.localhost' } }))
      .statusCode,
  ).toBe(404);
}, 120_000);
