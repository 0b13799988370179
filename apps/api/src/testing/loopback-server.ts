import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** The path with its query, as it arrived. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A JSON answer (status and raw body text), or 'never' to leave the request hanging. */
export type LoopbackAnswer = { status: number; body: string } | 'never';

/**
 * A loopback HTTP server for tests, standing in for an outside service (an SMS provider, a payment
 * gateway, a merchant's callback endpoint): it records every request as it arrived and answers as
 * told, per request.
 */
export async function startLoopbackServer() {
  const requests: RecordedRequest[] = [];
  let answer: (request: RecordedRequest) => LoopbackAnswer = () => ({ status: 200, body: '{}' });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const next = answer(recorded);
      if (next === 'never') return;
      response.writeHead(next.status, { 'content-type': 'application/json' }).end(next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** Sets how the next requests are answered and forgets the requests recorded so far. */
    answerWith(next: (request: RecordedRequest) => LoopbackAnswer) {
      answer = next;
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
