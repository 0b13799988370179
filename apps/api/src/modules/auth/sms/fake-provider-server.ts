import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string | undefined;
  path: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the fake answers next: a status with a body, or nothing at all. */
export type FakeAnswer = { status: number; body: string } | 'never';

/** Headers fetch adds on its own; everything else on the wire came from the adapter. */
const TRANSPORT_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'user-agent',
  'accept-language',
  'accept-encoding',
  'sec-fetch-mode',
]);

export function adapterHeaders(headers: IncomingHttpHeaders) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)));
}

export const json = (status: number, body: unknown): FakeAnswer => ({ status, body: JSON.stringify(body) });

/** A loopback HTTP server standing in for an SMS provider in tests: records each request as it arrived. */
export async function startFakeProvider() {
  const requests: RecordedRequest[] = [];
  let answer: FakeAnswer = json(200, {});
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { method, url: path, headers } = request;
      requests.push({ method, path, headers, body: Buffer.concat(chunks).toString('utf8') });
      if (answer === 'never') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next: FakeAnswer) {
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
