import { LRUCache } from 'lru-cache';

/**
 * What an instance builds per tenant and key, in one least-recently-used cache that every tenant
 * shares, bounded by the total size of what it holds (`sizeOf`'s measure), not by a count per
 * tenant. A value is built once however many requests ask for it at the same moment.
 *
 * `dropTenant` drops every value of the tenant at once, those still being built included: a value
 * built from data read before the change is answered to the requests already waiting for it and
 * never to a later one.
 */
export class TenantLru<V extends object> {
  private readonly entries: LRUCache<string, V, () => Promise<V>>;
  /** A tenant's keys carry its generation, which dropTenant moves on. */
  private readonly generations = new Map<string, number>();

  constructor(options: { maxSize: number; sizeOf: (value: V) => number }) {
    this.entries = new LRUCache<string, V, () => Promise<V>>({
      maxSize: options.maxSize,
      sizeCalculation: (value) => Math.max(1, options.sizeOf(value)),
      fetchMethod: (_key, _stale, { context: load }) => load(),
      // An entry evicted or cleared while built still answers those waiting; it is only not kept.
      ignoreFetchAbort: true,
    });
  }

  /** The stored value for this tenant and key, or the one `load` builds; a failed load is not kept. */
  async get(customerId: string, key: string, load: () => Promise<V>): Promise<V> {
    const generation = this.generations.get(customerId) ?? 0;
    const value = await this.entries.fetch(`${customerId}\n${generation}\n${key}`, { context: load });
    // fetchMethod always answers a value or throws.
    return value!;
  }

  dropTenant(customerId: string): void {
    // Values being built are not listed by keys(): under the next generation they are never read.
    this.generations.set(customerId, (this.generations.get(customerId) ?? 0) + 1);
    const tenantKeys = [...this.entries.keys()].filter((key) => key.startsWith(`${customerId}\n`));
    for (const key of tenantKeys) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** The total of `sizeOf` over the values held. */
  get size(): number {
    return this.entries.calculatedSize;
  }
}
