import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addressChangeReplySchema, addressListReplySchema, MAX_ADDRESSES } from '@vitrine/contract/addresses';
import { homeAddress } from '../../testing/checkout.ts';
import { signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { errorOf } from '../../testing/error-of.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (shopper: Shopper) =>
  addressListReplySchema.parse(
    (await t.app.inject({ url: '/api/auth/yourAddress', headers: shopper.headers })).json(),
  ).data[0]!.addresses;
const add = (shopper: Shopper, address: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/yourAddress',
    headers: shopper.headers,
    payload: { address },
  });

describe('saved addresses', () => {
  it('are added, listed, changed and deleted with SPEC §7 replies, pincode sent back as pinCode', async () => {
    const shopper = await signedUpShopper(t);
    expect(await list(shopper)).toEqual([]);

    const added = await add(shopper, homeAddress);
    expect(added.statusCode, added.body).toBe(200);
    const [first] = addressChangeReplySchema.parse(added.json()).data.addresses;
    expect(first).toMatchObject({
      addressIndex: 1,
      pinCode: '411016',
      state: 'Maharashtra',
      country: 'India',
    });

    await add(shopper, { ...homeAddress, addressType: 'WORK', city: 'Mumbai', pinCode: '400001' });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/yourAddress/2',
      headers: shopper.headers,
      payload: { address: { ...homeAddress, city: 'Thane', pincode: '400601' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await list(shopper)).map((address) => [address.addressIndex, address.city])).toEqual([
      [1, 'Pune'],
      [2, 'Thane'],
    ]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/yourAddress/1',
      headers: shopper.headers,
    });
    expect(addressChangeReplySchema.parse(deleted.json()).data.addresses.map((a) => a.addressIndex)).toEqual([
      2,
    ]);
    // A deleted address's index is not handed out again.
    const third = addressChangeReplySchema.parse((await add(shopper, homeAddress)).json()).data.addresses;
    expect(third.map((a) => a.addressIndex)).toEqual([2, 3]);
  });

  it('refuses a bad pincode, an unknown state and a missing line with the field named', async () => {
    const shopper = await signedUpShopper(t);
    for (const [field, value, message] of [
      ['pincode', '04110', 'Enter a valid 6-digit pincode'],
      ['state', 'Atlantis', 'Choose a state or union territory'],
      ['addressLine1', '', 'Address line 1 is required'],
      ['mobile', '12345', 'Enter valid mobile'],
    ] as const) {
      const reply = await add(shopper, { ...homeAddress, [field]: value });
      expect(reply.statusCode).toBe(400);
      expect(errorOf(reply).fields?.map((f) => f.message)).toContain(message);
    }
    expect(await list(shopper)).toEqual([]);
  });

  it('are private to the shopper and the shop', async () => {
    const owner = await signedUpShopper(t);
    const stranger = await signedUpShopper(t);
    await add(owner, homeAddress);
    expect(await list(stranger)).toEqual([]);
    for (const method of ['PUT', 'DELETE'] as const) {
      const reply = await t.app.inject({
        method,
        url: '/api/auth/yourAddress/1',
        headers: stranger.headers,
        ...(method === 'PUT' ? { payload: { address: homeAddress } } : {}),
      });
      expect(reply.statusCode).toBe(404);
      expect(errorOf(reply).code).toBe('ADDRESS_NOT_FOUND');
    }
    expect(await list(owner)).toHaveLength(1);
    const otherShop = { ...owner.headers, 'x-customer-id': 'veerya-flowtech' };
    expect((await t.app.inject({ url: '/api/auth/yourAddress', headers: otherShop })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/auth/yourAddress', headers: { 'x-customer-id': 'kesar-home' } }))
        .statusCode,
    ).toBe(401);
  });

  it(`stop at ${MAX_ADDRESSES} per shopper`, async () => {
    const shopper = await signedUpShopper(t);
    for (let index = 0; index < MAX_ADDRESSES; index += 1)
      expect((await add(shopper, homeAddress)).statusCode).toBe(200);
    const reply = await add(shopper, homeAddress);
    expect(reply.statusCode).toBe(409);
    expect(errorOf(reply).code).toBe('ADDRESS_LIMIT_REACHED');
  });

  it(`stop at ${MAX_ADDRESSES} however many are added at once, refusing the rest without a 500`, async () => {
    const shopper = await signedUpShopper(t);
    const replies = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 10 }, () => add(shopper, homeAddress)),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_ADDRESSES);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect((await list(shopper)).map((address) => address.addressIndex)).toEqual(
      Array.from({ length: MAX_ADDRESSES }, (_, index) => index + 1),
    );
  });

  // Found by the fuzz suite (issue #8): the insert's foreign key to the gone account answered 500.
  it('are refused (401) to an account deleted while its token still lives, as the profile is', async () => {
    const shopper = await signedUpShopper(t);
    await t.database.db.execute(sql`delete from users where id = ${shopper.userId}`);
    const reply = await add(shopper, homeAddress);
    expect(reply.statusCode, reply.body).toBe(401);
    // The account's sessions went with it.
    expect(errorOf(reply)).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'The session has ended. Please sign in again.',
    });
  });
});
