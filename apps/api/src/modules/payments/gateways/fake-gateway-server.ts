import { startLoopbackServer, type RecordedRequest } from '../../../testing/loopback-server.ts';

export type { RecordedRequest };

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** A loopback stand-in for a payment gateway or a merchant's callback endpoint, answering JSON per request. */
export async function startFakeGatewayServer() {
  const server = await startLoopbackServer();
  return {
    ...server,
    answerWith(answer: (request: RecordedRequest) => FakeAnswer) {
      server.answerWith((request) => {
        const { status, body } = answer(request);
        return { status, body: JSON.stringify(body) };
      });
    },
  };
}

export type FakeGatewayServer = Awaited<ReturnType<typeof startFakeGatewayServer>>;
