/** A small in-process cache with a lifetime and a size bound (oldest entry leaves first). */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * What an instance builds per tenant (catalogue replies, shoppers' carts), each built once however
 * many requests ask at the same moment, and dropped per tenant when the data behind it
 * changes. A drop that lands while a value is being built removes its entry, so a value built from
 * data read before the change is answered to those already waiting and never kept.
 */
export class TenantLoads<V> {
  private readonly byTenant = new Map<string, TtlCache<string, Promise<V>>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntriesPerTenant: number,
  ) {}

  /** The stored value for this tenant and key, or the one `load` builds, stored as it starts. */
  get(customerId: string, key: string, load: () => Promise<V>): Promise<V> {
    let entries = this.byTenant.get(customerId);
    if (!entries) {
      entries = new TtlCache(this.ttlMs, this.maxEntriesPerTenant);
      this.byTenant.set(customerId, entries);
    }
    const stored = entries.get(key);
    if (stored) return stored;
    const loading = load();
    entries.set(key, loading);
    const tenantEntries = entries;
    loading.catch(() => {
      if (tenantEntries.get(key) === loading) tenantEntries.delete(key);
    });
    return loading;
  }

  dropTenant(customerId: string): void {
    this.byTenant.delete(customerId);
  }

  clear(): void {
    this.byTenant.clear();
  }
}
