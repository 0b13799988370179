import autocannon from 'autocannon';

export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST';
  /** JSON, sent with its content type. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface LoadTarget {
  name: string;
  origin: string;
  /**
   * Called for every request, so each can ask for a different product or term. `connection` is kept
   * per connection, so a connection can act as one shopper throughout.
   */
  next: (connection: Record<string, unknown>) => LoadRequest;
  headers?: Record<string, string>;
  /** Where `next` takes its distinct URLs from (shopper-urls.ts `fresh`); absent when it repeats a few. */
  urls?: { repeated(): boolean };
}

export interface LoadResult {
  name: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  /** Whether every request of the run (warm-up included) asked for a URL no earlier one had. */
  everyUrlNew: boolean;
  /** When the load was measured several times: every run's p99, lowest first (the figures above are the median run's). */
  p99Runs?: number[];
}

export const CONNECTIONS = 50;

/**
 * Loads one target with autocannon after a short warm-up, timing every response itself so that
 * p95 is exact (autocannon's own table has p97.5, not p95).
 */
export async function measure(
  target: LoadTarget,
  seconds: number,
  connections = CONNECTIONS,
): Promise<LoadResult> {
  return measureSpread(target.name, [target], seconds, connections);
}

/**
 * Loads several targets at once (the same endpoint on several instances, as a load balancer spreads
 * it), the connections shared out between them; one result over every response.
 */
export async function measureSpread(
  name: string,
  targets: LoadTarget[],
  seconds: number,
  allConnections = CONNECTIONS,
): Promise<LoadResult> {
  const connections = Math.floor(allConnections / targets.length);
  await Promise.all(targets.map((target) => run(target, connections, Math.min(3, seconds), () => {})));
  const latencies: number[] = [];
  let failures = 0;
  const results = await Promise.all(
    targets.map((target) =>
      run(target, connections, seconds, (statusCode, responseTime) => {
        latencies.push(responseTime);
        if (statusCode >= 400) failures += 1;
      }),
    ),
  );
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))]!;
  return {
    name,
    requests: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    failures: failures + results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    everyUrlNew: targets.every((target) => target.urls && !target.urls.repeated()),
  };
}

/**
 * One autocannon instance with all the connections. autocannon clears a connection's context after
 * each pass over its request list (here, every request), so the object `next` keeps per connection
 * is held by a request list made for each connection as it opens.
 */
async function run(
  target: LoadTarget,
  connections: number,
  seconds: number,
  onResponse: (statusCode: number, ms: number) => void,
) {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.origin,
        connections,
        duration: seconds,
        headers: target.headers,
        setupClient: (client) => {
          const connection: Record<string, unknown> = {};
          client.setRequests([{ setupRequest: (base) => toRequest(base, target.next(connection)) }]);
        },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) =>
      onResponse(statusCode, responseTime),
    );
  });
  return { errors: result.errors, timeouts: result.timeouts };
}

function toRequest(base: autocannon.Request, { path, method = 'GET', body, headers }: LoadRequest) {
  const json = body === undefined ? {} : { 'content-type': 'application/json' };
  return {
    ...base,
    path,
    method,
    headers: { ...base.headers, ...json, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** The run with the median p99 of several runs of one load, noting every run's p99. */
export function medianRun(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.p99 - b.p99);
  return { ...sorted[Math.floor(sorted.length / 2)]!, p99Runs: sorted.map((run) => run.p99) };
}

/** Cycles through a list forever. */
export function rotating<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}
