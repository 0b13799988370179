import {
  DEFAULT_OUTBOUND_TIMEOUT_MS,
  OutboundRequestFailed,
  requestOutside,
} from '../../../lib/outbound-request.ts';
import { SmsDeliveryError } from './sms-provider.ts';

export const DEFAULT_TIMEOUT_MS = DEFAULT_OUTBOUND_TIMEOUT_MS;

/** One HTTP request to an SMS provider; a network failure or a timeout becomes an SmsDeliveryError. */
export async function requestProvider(
  provider: string,
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit & { timeoutMs: number },
) {
  try {
    return await requestOutside(provider, fetchImpl, url, init);
  } catch (error) {
    if (error instanceof OutboundRequestFailed) throw new SmsDeliveryError(provider, error.reason);
    throw error;
  }
}

/** A string field of a JSON object answer, if there is one. */
export function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
