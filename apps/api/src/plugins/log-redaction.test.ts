import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { homeAddress } from '../testing/checkout.ts';
import { signedUpShopper } from '../testing/shopper.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { logLines } from '../testing/log-lines.ts';

const log = logLines();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });
});
afterAll(() => t.close());

it('logs a failed address save with the error, but not the name, mobile or address it was given', async () => {
  const shopper = await signedUpShopper(t);
  // A real database refusal of the insert: PostgreSQL's detail quotes the whole failing row.
  await t.database.db.execute(sql`alter table addresses add constraint refuse_all check (false) not valid`);
  const address = {
    ...homeAddress,
    name: 'Zarina Wadia',
    mobile: '9123405678',
    house: 'Flat 7B',
    addressLine1: 'Gulmohar Lane',
  };
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/auth/yourAddress',
    headers: shopper.headers,
    payload: { address },
  });
  expect(reply.statusCode).toBe(500);

  const failure = log.lines.find((line) => line.msg === 'unhandled error') as { err?: Error } | undefined;
  expect(failure?.err?.message).toMatch(/insert into "addresses".*violates check constraint "refuse_all"/s);
  for (const personal of ['Zarina', '9123405678', 'Flat 7B', 'Gulmohar', shopper.mobile]) {
    expect(log.text(), personal).not.toContain(personal);
  }
});
