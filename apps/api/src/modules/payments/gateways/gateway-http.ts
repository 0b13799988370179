import { timingSafeEqual } from 'node:crypto';

export const DEFAULT_GATEWAY_TIMEOUT_MS = 10_000;

export interface GatewayReply {
  ok: boolean;
  status: number;
  /** The parsed JSON answer, or undefined when the answer was not JSON. */
  body: unknown;
}

/** One HTTP exchange with a payment gateway; a network failure or a timeout becomes an Error naming it. */
export async function requestGateway(
  gateway: string,
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<GatewayReply> {
  const { timeoutMs, ...rest } = init;
  try {
    const response = await fetchImpl(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
    return { ok: response.ok, status: response.status, body: parseJson(await response.text()) };
  } catch (error) {
    throw new Error(`${gateway} could not be reached: ${describeFailure(error, timeoutMs)}`, {
      cause: error,
    });
  }
}

function describeFailure(error: unknown, timeoutMs: number) {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function constantTimeEqual(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A header's value whatever the case of its name; a repeated header counts as absent. */
export function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const wanted = name.toLowerCase();
  const value = Object.entries(headers).find(([key]) => key.toLowerCase() === wanted)?.[1];
  return typeof value === 'string' ? value : undefined;
}
