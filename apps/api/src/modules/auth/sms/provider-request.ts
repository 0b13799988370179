import { SmsDeliveryError } from './sms-provider.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface ProviderReply {
  ok: boolean;
  status: number;
  /** The parsed JSON answer, or undefined when the answer was not JSON. */
  body: unknown;
}

/** One HTTP request to an SMS provider; a network failure or a timeout becomes an SmsDeliveryError. */
export async function requestProvider(
  provider: string,
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<ProviderReply> {
  const { timeoutMs, ...rest } = init;
  try {
    const response = await fetchImpl(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { ok: response.ok, status: response.status, body: parseJson(text) };
  } catch (error) {
    throw new SmsDeliveryError(provider, describeFailure(error, timeoutMs));
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeFailure(error: unknown, timeoutMs: number) {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return `request failed (${cause instanceof Error ? cause.message : String(cause)})`;
}

/** A string field of a JSON object answer, if there is one. */
export function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
