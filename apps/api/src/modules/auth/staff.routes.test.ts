import { randomInt } from 'node:crypto';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffListReplySchema, staffMemberReplySchema } from '@vitrine/contract/admin-settings';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { queryRows } from '../../db/client.ts';
import { errorOf } from '../../testing/error-of.ts';
import { devSender } from '../notifications/channels/channel.ts';
import { createNotificationWorker } from '../notifications/notification-worker.ts';
import { signedInAgain, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Shopper;
let staff: Shopper;
let otherOwner: Shopper;
const signIn = (mobile: string, customerId = 'kesar-home') =>
  signedInAgain(t, { userId: '', mobile, headers: { 'x-customer-id': customerId } });
beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(kesarHome.owner.mobile);
  staff = await signIn(kesarHome.staff.mobile);
  otherOwner = await signIn(veeryaFlowtech.owner.mobile, 'veerya-flowtech');
});
afterAll(() => t.close());

const call = (who: Shopper, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const newMobile = () => `7${randomInt(100_000_000, 1_000_000_000)}`;
const staffOf = async (who: Shopper) =>
  staffListReplySchema.parse((await call(who, 'GET', '/api/admin/staff')).json()).data;
const invite = async (role: 'ADMIN' | 'STAFF', mobile = newMobile()) => {
  const reply = await call(owner, 'POST', '/api/admin/staff', { mobile, name: 'Ravi Kulkarni', role });
  expect(reply.statusCode, reply.body).toBe(201);
  return staffMemberReplySchema.parse(reply.json()).data;
};

describe('the staff', () => {
  it('lists the shop’s owner and staff only', async () => {
    const list = await staffOf(owner);
    expect(list.map((m) => [m.mobile, m.role]).sort()).toEqual(
      [
        [kesarHome.owner.mobile, 'ADMIN'],
        [kesarHome.staff.mobile, 'STAFF'],
      ].sort(),
    );
    expect((await staffOf(otherOwner)).map((m) => m.mobile)).not.toContain(kesarHome.owner.mobile);
  });

  it('an invited number signs in with its one-time code and runs the orders, but not the settings', async () => {
    const member = await invite('STAFF');
    const invited = await signIn(member.mobile);
    expect((await call(invited, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    expect((await call(invited, 'GET', '/api/admin/staff')).statusCode).toBe(403);
    expect((await call(invited, 'GET', '/api/admin/settings/brand')).statusCode).toBe(403);
    // Made an owner, they sign in again and reach the settings.
    const changed = await call(owner, 'PATCH', `/api/admin/staff/${member.userId}`, { role: 'ADMIN' });
    expect(changed.json().data).toMatchObject({ role: 'ADMIN' });
    expect((await call(invited, 'GET', '/api/admin/orders')).statusCode).toBe(401);
    const asOwner = await signIn(member.mobile);
    expect((await call(asOwner, 'GET', '/api/admin/staff')).statusCode).toBe(200);
  });

  it('a shopper’s account keeps its name and becomes staff; removed, it is a shopper again, signed out', async () => {
    const shopper = await signedUpShopper(t);
    const member = await invite('STAFF', shopper.mobile);
    expect(member.name).toBe('Meera Shah');
    const asStaff = await signIn(shopper.mobile);
    expect((await call(asStaff, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    const removed = await call(owner, 'DELETE', `/api/admin/staff/${member.userId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(staffListReplySchema.parse(removed.json()).data.map((m) => m.userId)).not.toContain(member.userId);
    expect((await call(asStaff, 'GET', '/api/admin/orders')).statusCode).toBe(401);
    const again = await signIn(shopper.mobile);
    expect((await call(again, 'GET', '/api/admin/orders')).statusCode).toBe(403);
    expect((await call(again, 'GET', '/api/cart/v2')).statusCode).toBe(200);
  });

  it('texts an invited number which shop added them and where its console is', async () => {
    const shop = kesarHome.customer;
    const member = await invite('ADMIN');
    const invitations = () =>
      queryRows<{
        channel: string;
        audience: string;
        recipient: string;
        payload: unknown;
        sent_text: string;
      }>(
        t.database.db,
        sql`select channel, audience, recipient, payload, sent_text from notification_outbox
            where customer_id = ${shop.id} and event = 'staff_invited' and recipient = ${member.mobile}`,
      );
    expect(await invitations()).toEqual([
      {
        channel: 'sms',
        audience: 'staff',
        recipient: member.mobile,
        payload: { role: 'ADMIN' },
        sent_text: null,
      },
    ]);
    const worker = createNotificationWorker(
      {
        db: t.database.db,
        log: pino({ enabled: false }),
        senders: { sms: devSender('sms'), whatsapp: devSender('whatsapp'), email: devSender('email') },
        shopOf: async (customerId) =>
          customerId === shop.id
            ? {
                name: shop.brandDetails[0]!.appName,
                origin: 'https://kesar.example.in',
                mobile: null,
                email: null,
              }
            : null,
      },
      { maxAttempts: 1, retryBaseMs: 1000 },
    );
    await worker.drainOnce();
    expect((await invitations()).map((row) => row.sent_text)).toEqual([
      'Kesar Home & Kitchen has added you as an owner of its online shop. Sign in with this mobile number at https://kesar.example.in/admin',
    ]);
    // A refused invitation texts no one.
    const again = await call(owner, 'POST', '/api/admin/staff', {
      mobile: member.mobile,
      name: 'Ravi',
      role: 'STAFF',
    });
    expect(again.statusCode).toBe(409);
    expect(await invitations()).toHaveLength(1);
  });

  it('refuses inviting a number already on the staff', async () => {
    const reply = await call(owner, 'POST', '/api/admin/staff', {
      mobile: kesarHome.staff.mobile,
      name: 'Someone',
      role: 'ADMIN',
    });
    expect([reply.statusCode, errorOf(reply).message]).toEqual([
      409,
      `${kesarHome.staff.mobile} is already on your staff. Change their role instead.`,
    ]);
  });

  it('refuses removing yourself, and leaving the shop without an owner', async () => {
    const self = (await staffOf(owner)).find((m) => m.mobile === kesarHome.owner.mobile)!;
    const removeSelf = await call(owner, 'DELETE', `/api/admin/staff/${self.userId}`);
    expect([removeSelf.statusCode, errorOf(removeSelf).message]).toEqual([
      409,
      'You cannot remove yourself.',
    ]);
    // Every other owner removed, the last one cannot step down to STAFF.
    for (const other of (await staffOf(owner)).filter((m) => m.role === 'ADMIN' && m.userId !== self.userId))
      expect((await call(owner, 'DELETE', `/api/admin/staff/${other.userId}`)).statusCode).toBe(200);
    const stepDown = await call(owner, 'PATCH', `/api/admin/staff/${self.userId}`, { role: 'STAFF' });
    expect([stepDown.statusCode, errorOf(stepDown).message]).toEqual([
      409,
      'The shop needs an owner. Make someone else an owner first.',
    ]);
    expect((await call(owner, 'GET', '/api/admin/staff')).statusCode).toBe(200);
  });

  it.each([
    [{ mobile: '12345', name: 'Ravi Kulkarni', role: 'STAFF' }, 'Enter a valid 10-digit mobile number'],
    [
      { mobile: '9811111111', name: 'Ravi Kulkarni', role: 'CUSTOMER' },
      'Pick Owner (ADMIN) or Staff (STAFF)',
    ],
    [{ mobile: '9811111111', name: '', role: 'STAFF' }, 'Name is required'],
    [{ mobile: '9811111111', name: 'x'.repeat(500), role: 'STAFF' }, 'at most 80 characters'],
  ])('refuses the invitation %o', async (body, problem) => {
    const reply = await call(owner, 'POST', '/api/admin/staff', body);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).message).toContain(problem);
  });

  it('finds no member of another shop, and changes nothing there', async () => {
    const theirs = (await staffOf(otherOwner))[0]!;
    for (const reply of [
      await call(owner, 'PATCH', `/api/admin/staff/${theirs.userId}`, { role: 'STAFF' }),
      await call(owner, 'DELETE', `/api/admin/staff/${theirs.userId}`),
    ])
      expect(reply.statusCode).toBe(404);
    expect((await call(owner, 'DELETE', '/api/admin/staff/not-a-uuid')).statusCode).toBe(400);
    expect(await staffOf(otherOwner)).toContainEqual(theirs);
  });

  it.each([
    ['GET', '/api/admin/staff', undefined],
    ['POST', '/api/admin/staff', { mobile: '9811111112', name: 'Ravi Kulkarni', role: 'ADMIN' }],
    ['PATCH', '/api/admin/staff/00000000-0000-4000-8000-000000000000', { role: 'ADMIN' }],
    ['DELETE', '/api/admin/staff/00000000-0000-4000-8000-000000000000', undefined],
  ] as const)('%s %s refuses staff with 403', async (method, url, body) => {
    expect((await call(staff, method, url, body)).statusCode).toBe(403);
  });
});
