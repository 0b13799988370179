import autocannon from 'autocannon';

export interface Overload {
  /** Requests per second asked for: five times the sustainable rate. */
  rate: number;
  seconds: number;
  requests: number;
  non2xx: number;
  errors: number;
  p99Ms: number;
  healthChecks: number;
  healthFailures: number;
  healthP99Ms: number | null;
  /** A product page's time on the quiet server before the overload. */
  idleMs: number;
  /** From the load's end until a product page is answered about as fast as before it; null if never within 30 s. */
  recoveredMs: number | null;
}

/** Connections enough for the rate: each waits for its answer, and an overloaded server answers slowly. */
const OVERLOAD_CONNECTIONS = 250;

/** One page asked for at a fixed overall rate (autocannon's `overallRate`), whatever the answers' pace. */
export async function overloadRun(origin: string, host: string, path: string, rate: number, seconds: number) {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: OVERLOAD_CONNECTIONS,
    overallRate: rate,
    duration: seconds,
    timeout: 30,
    headers: { host, 'accept-encoding': 'gzip, deflate, br' },
  });
  return {
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p99Ms: result.latency.p99,
  };
}
