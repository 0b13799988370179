import { finished, PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleErrorFunction } from 'react-router';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { CspNonce } from './lib/csp-nonce';
import './i18n/hindi-catalogue';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: StorefrontLoadContext,
) {
  // Crawlers get the whole page at once; browsers get the shell as soon as it is ready.
  const readyEvent =
    isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonce value={loadContext.cspNonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />
      </CspNonce>,
      {
        nonce: loadContext.cspNonce,
        [readyEvent]() {
          shellRendered = true;
          // A shopper who leaves mid-page cancels the reply, which destroys `body` with an error at any
          // moment until it is read to the end: finished() keeps a listener on it for good (React's
          // goes when it is done writing), and React stops when its destination closes.
          const body = new PassThrough();
          finished(body, ignore);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, 'page render failed');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** A loader's or action's error, in the server's log instead of React Router's console.error. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (!request.signal.aborted) context.log.error({ err: error }, 'page loader or action failed');
};

/** The client hung up: nothing is left to send to, and React's onError logs its own errors. */
function ignore() {}
