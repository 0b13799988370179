import type { TestApp } from './test-app.ts';

/** A GET as a client of the tenant would send it, naming the tenant by its header. */
export const getAsTenant = (t: TestApp, url: string, customerId: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-customer-id': customerId } });
