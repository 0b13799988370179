/** How long a call to an outside service (SMS provider, payment gateway) may take. */
export const DEFAULT_OUTBOUND_TIMEOUT_MS = 10_000;

export interface OutboundReply {
  ok: boolean;
  status: number;
  /** The parsed JSON answer, or undefined when the answer was not JSON. */
  body: unknown;
}

/** The service could not be reached or did not answer in time; `reason` says which. */
export class OutboundRequestFailed extends Error {
  constructor(
    readonly service: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${service} could not be reached: ${reason}`, options);
    this.name = 'OutboundRequestFailed';
  }
}

/** One HTTP exchange with an outside service, its answer read as JSON when it is JSON. */
export async function requestOutside(
  service: string,
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<OutboundReply> {
  const { timeoutMs, ...rest } = init;
  try {
    const response = await fetchImpl(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
    return { ok: response.ok, status: response.status, body: parseJson(await response.text()) };
  } catch (error) {
    throw new OutboundRequestFailed(service, describeFailure(error, timeoutMs), { cause: error });
  }
}

function describeFailure(error: unknown, timeoutMs: number) {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return `request failed (${cause instanceof Error ? cause.message : String(cause)})`;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
