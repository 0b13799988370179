import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';

const storefrontRoot = fileURLToPath(new URL('../../../storefront/', import.meta.url));
const buildDir = `${storefrontRoot}build/`;

type PageHandler = (request: Request, context: StorefrontLoadContext) => Promise<Response>;

/** An in-process fetch to this same app: the page's API calls skip the socket but not the HTTP contract. */
function inProcessFetch(app: FastifyInstance, clientIp: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://internal');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const result = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: await payloadOf(init?.body),
      remoteAddress: clientIp,
    });
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(result.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined) replyHeaders.append(name, String(item));
      }
    }
    return new Response(result.statusCode === 204 ? null : result.rawPayload, {
      status: result.statusCode,
      headers: replyHeaders,
    });
  };
}

/** The bodies the typed client sends: JSON text, or a picture's bytes as a Blob. */
async function payloadOf(body: RequestInit['body']) {
  if (typeof body === 'string') return body;
  if (body instanceof Blob) return Buffer.from(await body.arrayBuffer());
  return undefined;
}

async function productionHandler(app: FastifyInstance): Promise<PageHandler> {
  const serverEntry = `${buildDir}server/index.js`;
  if (!existsSync(serverEntry)) {
    throw new Error(`The storefront is not built (${serverEntry} is missing): run "npm run build" first`);
  }
  const build = (await import(serverEntry)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: `${buildDir}client`,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    preCompressed: true,
    // Hashed assets never change; anything else is revalidated (setHeaders alone is overridden).
    cacheControl: false,
    setHeaders(res, path) {
      if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const handle = createRequestHandler(build, 'production');
  return (request, context) => handle(request, context);
}

async function viteHandler(app: FastifyInstance): Promise<PageHandler> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: storefrontRoot,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register((await import('@fastify/middie')).default);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return async (request, context) => {
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    return createRequestHandler(build, 'development')(request, context);
  };
}

/** Every path that is not the API's is a storefront page, rendered on the server by React Router. */
export async function registerStorefront(
  app: FastifyInstance,
  mode: 'build' | 'vite',
  options: { demo: boolean },
) {
  const handle = mode === 'build' ? await productionHandler(app) : await viteHandler(app);
  await app.register(async (pages) => {
    // React Router reads the raw request body itself.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.all('/*', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.url.startsWith('/api/')) return reply.callNotFound();
      const context: StorefrontLoadContext = {
        apiFetch: inProcessFetch(app, request.ip),
        cspNonce: reply.scriptNonce,
        requestId: request.id,
        demo: options.demo,
      };
      const response = await handle(createRequest(request.raw, reply.raw), context);
      return reply.send(response);
    });
  });
}
