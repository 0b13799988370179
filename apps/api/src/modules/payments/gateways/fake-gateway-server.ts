import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** The path with its query, as it arrived. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

type Answerer = (request: RecordedRequest) => FakeAnswer;

/**
 * A loopback HTTP server for tests, standing in for a payment gateway or for a merchant's callback
 * endpoint: it records every request as it arrived and answers with JSON chosen per request.
 */
export async function startFakeGatewayServer() {
  const requests: RecordedRequest[] = [];
  let answer: Answerer = () => ({ status: 200, body: {} });
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
      const { status, body } = answer(recorded);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** Sets how the next requests are answered and forgets the requests recorded so far. */
    answerWith(next: Answerer) {
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

export type FakeGatewayServer = Awaited<ReturnType<typeof startFakeGatewayServer>>;
