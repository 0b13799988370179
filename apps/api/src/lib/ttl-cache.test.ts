import { describe, expect, it } from 'vitest';
import { TenantLoads } from './ttl-cache.ts';

/** A load the test finishes when it chooses. */
function pendingLoad<V>() {
  let finish!: (value: V) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<V>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { load: () => promise, finish, fail };
}

describe('TenantLoads', () => {
  it('builds a value once for every request that asks while it loads, then answers it stored', async () => {
    const loads = new TenantLoads<string>(60_000, 10);
    let calls = 0;
    const load = async () => `cart ${(calls += 1)}`;
    expect(await Promise.all([loads.get('shop', 'asha', load), loads.get('shop', 'asha', load)])).toEqual([
      'cart 1',
      'cart 1',
    ]);
    expect(await loads.get('shop', 'asha', load)).toBe('cart 1');
    expect(await loads.get('other-shop', 'asha', load)).toBe('cart 2');
  });

  it('answers a value read before a change to those waiting, but never keeps it', async () => {
    for (const drop of [
      (loads: TenantLoads<string>) => loads.dropTenant('shop'),
      (loads: TenantLoads<string>) => loads.clear(),
    ]) {
      const loads = new TenantLoads<string>(60_000, 10);
      const before = pendingLoad<string>();
      const waiting = loads.get('shop', 'asha', before.load);
      drop(loads);
      before.finish('before the change');
      expect(await waiting).toBe('before the change');
      expect(await loads.get('shop', 'asha', async () => 'after the change')).toBe('after the change');
    }
  });

  it('does not keep a failed load, nor let it remove a newer one', async () => {
    const loads = new TenantLoads<string>(60_000, 10);
    const failing = pendingLoad<string>();
    const failed = loads.get('shop', 'asha', failing.load);
    loads.dropTenant('shop');
    const newer = loads.get('shop', 'asha', async () => 'newer');
    failing.fail(new Error('database gone'));
    await expect(failed).rejects.toThrow('database gone');
    expect(await newer).toBe('newer');
    expect(await loads.get('shop', 'asha', async () => 'not asked')).toBe('newer');

    const again = pendingLoad<string>();
    const failedAlone = loads.get('shop', 'ravi', again.load);
    again.fail(new Error('once'));
    await expect(failedAlone).rejects.toThrow('once');
    expect(await loads.get('shop', 'ravi', async () => 'retried')).toBe('retried');
  });
});
