import { describe, expect, it } from 'vitest';
import { TenantLru } from './tenant-lru.ts';

/** A stored value; its size is its text's length. */
interface Reply {
  text: string;
}
const replies = (maxSize = 1000) => new TenantLru<Reply>({ maxSize, sizeOf: (reply) => reply.text.length });
const reply = (text: string) => async () => ({ text });

/** A load the test finishes when it chooses. */
function pendingLoad() {
  let finish!: (text: string) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<Reply>((resolve, reject) => {
    finish = (text) => resolve({ text });
    fail = reject;
  });
  return { load: () => promise, finish, fail };
}

const textOf = async (stored: Promise<Reply>) => (await stored).text;

describe('TenantLru', () => {
  it('builds a value once for every request that asks while it loads, then answers it stored', async () => {
    const stored = replies();
    let calls = 0;
    const load = async () => ({ text: `reply ${(calls += 1)}` });
    const both = await Promise.all([stored.get('shop', '/a', load), stored.get('shop', '/a', load)]);
    expect(both.map((value) => value.text)).toEqual(['reply 1', 'reply 1']);
    expect(await textOf(stored.get('shop', '/a', load))).toBe('reply 1');
    expect(await textOf(stored.get('other-shop', '/a', load))).toBe('reply 2');
  });

  it('answers a value read before a change to those waiting, but never keeps it', async () => {
    for (const drop of [
      (stored: TenantLru<Reply>) => stored.dropTenant('shop'),
      (stored: TenantLru<Reply>) => stored.clear(),
    ]) {
      const stored = replies();
      const before = pendingLoad();
      const waiting = stored.get('shop', '/a', before.load);
      drop(stored);
      before.finish('before the change');
      expect(await textOf(waiting)).toBe('before the change');
      expect(await textOf(stored.get('shop', '/a', reply('after the change')))).toBe('after the change');
    }
  });

  it("drops one tenant's values and keeps the others'", async () => {
    const stored = replies();
    await stored.get('shop', '/a', reply('shop a'));
    await stored.get('other-shop', '/a', reply('other a'));
    stored.dropTenant('shop');
    expect(await textOf(stored.get('shop', '/a', reply('shop a, rebuilt')))).toBe('shop a, rebuilt');
    expect(await textOf(stored.get('other-shop', '/a', reply('not asked')))).toBe('other a');
    expect(stored.size).toBe('shop a, rebuilt'.length + 'other a'.length);
  });

  it('does not keep a failed load, nor let it remove a newer one', async () => {
    const stored = replies();
    const failing = pendingLoad();
    const failed = stored.get('shop', '/a', failing.load);
    stored.dropTenant('shop');
    const newer = stored.get('shop', '/a', reply('newer'));
    failing.fail(new Error('database gone'));
    await expect(failed).rejects.toThrow('database gone');
    expect(await textOf(newer)).toBe('newer');
    expect(await textOf(stored.get('shop', '/a', reply('not asked')))).toBe('newer');

    const again = pendingLoad();
    const failedAlone = stored.get('shop', '/b', again.load);
    again.fail(new Error('once'));
    await expect(failedAlone).rejects.toThrow('once');
    expect(await textOf(stored.get('shop', '/b', reply('retried')))).toBe('retried');
  });

  it('holds at most its size bound across many tenants, the least recently used leaving first', async () => {
    const bound = 10_000;
    const stored = replies(bound);
    const text = 'x'.repeat(100);
    for (let tenant = 0; tenant < 1000; tenant += 1)
      for (const url of ['/a', '/b']) {
        await stored.get(`shop-${tenant}`, url, reply(text));
        expect(stored.size).toBeLessThanOrEqual(bound);
      }
    expect(stored.size).toBe(bound);
    expect(await textOf(stored.get('shop-999', '/b', reply('not asked')))).toBe(text);
    expect(await textOf(stored.get('shop-0', '/a', reply('rebuilt')))).toBe('rebuilt');
  });
});
