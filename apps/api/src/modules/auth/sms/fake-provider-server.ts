import type { IncomingHttpHeaders } from 'node:http';
import { startLoopbackServer, type LoopbackAnswer } from '../../../testing/loopback-server.ts';

/** What the fake answers next: a status with a body, or nothing at all. */
export type FakeAnswer = LoopbackAnswer;

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
  const server = await startLoopbackServer();
  server.answerWith(() => json(200, {}));
  return {
    baseUrl: server.baseUrl,
    requests: server.requests,
    answerWith: (next: FakeAnswer) => server.answerWith(() => next),
    close: server.close,
  };
}
