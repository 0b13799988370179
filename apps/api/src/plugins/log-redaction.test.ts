import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { homeAddress } from '../testing/checkout.ts';
import { signedUpShopper } from '../testing/shopper.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
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

  const log = lines.join('');
  const failure = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'unhandled error');
  expect(failure?.err.message).toMatch(/insert into "addresses".*violates check constraint "refuse_all"/s);
  for (const personal of ['Zarina', '9123405678', 'Flat 7B', 'Gulmohar', shopper.mobile]) {
    expect(log, personal).not.toContain(personal);
  }
});
