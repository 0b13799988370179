import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createHeaders, createRequest } from '@remix-run/node-fetch-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { PlatformCredit, StorefrontLoadContext } from '@vitrine/contract/ssr';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { PROFILE_PAGE_PATH, PROFILE_PICTURE_MAX_BYTES } from '@vitrine/contract/profile';
import { BRAND_SETTINGS_PAGE_PATH } from '@vitrine/contract/site';
import {
  CATEGORIES_PAGE_PATTERN,
  CONTENT_PAGE_PATTERN,
  PHOTO_MAX_BYTES,
  ORDER_PAGE_PATTERN,
  PRODUCT_PAGE_PATTERN,
  PRODUCT_PHOTOS_PAGE_PATTERN,
  QUICK_ADD_PAGE_PATTERN,
} from '@vitrine/contract/product-photos';
import { CATALOGUE_IMPORT_PAGE_PATH, CSV_MAX_BYTES } from '@vitrine/contract/catalog-csv';
import { DELIVERY_SETTINGS_PAGE_PATH, PINCODE_CSV_MAX_BYTES } from '@vitrine/contract/delivery-areas';
import { AppError } from '../lib/app-error.ts';
import { apiRoot } from '../paths.ts';
import { REFRESH_COOKIE, SESSION_COOKIE, startedElsewhere } from './auth.ts';

const storefrontRoot = fileURLToPath(new URL('../storefront/', apiRoot));
const buildDir = `${storefrontRoot}build/`;

/** A Buffer as a Fetch body: these never sit on a SharedArrayBuffer, the one kind a body cannot be. */
const fetchBody = (buffer: Buffer) => buffer as Buffer<ArrayBuffer>;

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
    return new Response(result.statusCode === 204 ? null : fetchBody(result.rawPayload), {
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
  const importStarted = performance.now();
  const build = (await import(serverEntry)) as ServerBuild;
  performance.measure('storefrontImport', { start: importStarted }); // a start-up phase server.ts logs
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
      // The same address answers br, gzip or plain bytes by the request's Accept-Encoding: a shared
      // cache must keep them apart.
      res.setHeader('vary', 'accept-encoding');
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

/** The page forms: each body is read whole, within the API's own limits, before React Router sees it. */
/** The console's rich-text forms (policies, guides) carry up to 40,000 characters, escaped. */
const FORM_MAX_BYTES = 256 * 1024;
const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';
/**
 * The pages whose forms carry a file, as a browser posts to them without and with the page's scripts
 * (React Router's `.data`), and the most each body may be: the file's limit and the form's.
 */
const MULTIPART_PAGES = [
  { path: new RegExp(`^${PROFILE_PAGE_PATH}(\\.data)?$`), maxBytes: PROFILE_PICTURE_MAX_BYTES },
  // The brand's logo or favicon: a picture, under the profile picture's limit (lib/picture.ts).
  { path: new RegExp(`^${BRAND_SETTINGS_PAGE_PATH}(\\.data)?$`), maxBytes: PROFILE_PICTURE_MAX_BYTES },
  { path: PRODUCT_PHOTOS_PAGE_PATTERN, maxBytes: PHOTO_MAX_BYTES },
  { path: QUICK_ADD_PAGE_PATTERN, maxBytes: PHOTO_MAX_BYTES },
  { path: PRODUCT_PAGE_PATTERN, maxBytes: PHOTO_MAX_BYTES },
  { path: ORDER_PAGE_PATTERN, maxBytes: PHOTO_MAX_BYTES },
  { path: CATEGORIES_PAGE_PATTERN, maxBytes: PHOTO_MAX_BYTES },
  { path: CONTENT_PAGE_PATTERN, maxBytes: PHOTO_MAX_BYTES },
  { path: new RegExp(`^${CATALOGUE_IMPORT_PAGE_PATH}(\\.data)?$`), maxBytes: CSV_MAX_BYTES },
  { path: new RegExp(`^${DELIVERY_SETTINGS_PAGE_PATH}(\\.data)?$`), maxBytes: PINCODE_CSV_MAX_BYTES },
].map(({ path, maxBytes }) => ({ path, maxBytes: maxBytes + FORM_MAX_BYTES }));
const FORM_BODY_LIMITS = {
  [URLENCODED]: FORM_MAX_BYTES,
  [MULTIPART]: Math.max(...MULTIPART_PAGES.map((page) => page.maxBytes)),
};
const multipartLimitOf = (url: string) =>
  MULTIPART_PAGES.find((page) => page.path.test(url.split('?')[0]!))?.maxBytes ?? null;

/**
 * A page's submission must be a form posted from the shop's own pages; only a few forms carry a file.
 * Answers whether it is a multipart form.
 */
function refuseForeignSubmission(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  if (request.method !== 'POST') {
    throw new AppError(405, ERROR_CODES.METHOD_NOT_ALLOWED, 'Pages accept only GET and form POST');
  }
  if (startedElsewhere(request)) {
    throw new AppError(
      403,
      ERROR_CODES.FORBIDDEN_ORIGIN,
      'This form did not come from the shop’s own pages.',
    );
  }
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
  const multipartLimit = multipartLimitOf(request.url);
  const accepted = multipartLimit === null ? [URLENCODED] : [URLENCODED, MULTIPART];
  if (!accepted.includes(type)) {
    throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, `Send the form as ${accepted.join(' or ')}`);
  }
  // Each page's own limit, before a byte is read (the parser's is the largest page's).
  if (type === MULTIPART && Number(request.headers['content-length']) > multipartLimit!) {
    throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, 'The form is too large.');
  }
  return type === MULTIPART;
}

/**
 * The Fetch request React Router answers. A form's body has been read by Fastify within its limit;
 * createRequest would wait on the spent socket for it and abort the request once the socket closed.
 * Its scheme is the one the shopper used: behind a proxy TRUST_PROXY trusts, its X-Forwarded-Proto
 * (the page's canonical and Open Graph addresses are built from it).
 */
function pageRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const scheme = request.protocol;
  if (!Buffer.isBuffer(request.body))
    return createRequest(request.raw, reply.raw, { protocol: `${scheme}:` });
  const hungUp = new AbortController();
  reply.raw.once('close', () => reply.raw.writableFinished || hungUp.abort());
  return new Request(`${scheme}://${request.headers.host}${request.raw.url}`, {
    method: request.method,
    headers: createHeaders(request.raw),
    body: fetchBody(request.body),
    signal: hungUp.signal,
  });
}

/**
 * A guest's page is the same HTML for every guest (the shopper's own cart, avatar and wishlist need a
 * session), so a shared cache may keep it (decision 0033): nginx's micro-cache in front
 * (ops/nginx/vitrine.conf) for the few seconds `s-maxage` gives, which nginx reads before `max-age`;
 * a CDN that reads CDN-Cache-Control (RFC 9213) for a minute, serving it stale while it fetches a
 * fresh copy. A browser asks again every time: `stale-while-revalidate` in Cache-Control would let it
 * show a page the owner has since switched off. Anything else, a signed-in shopper's page or a reply
 * that sets a cookie, is theirs alone, and nginx stores neither.
 */
const SHARED_PAGE = 'public, max-age=0, s-maxage=5';
const CDN_SHARED_PAGE = 'public, max-age=60, stale-while-revalidate=300';
const PERSONAL_PAGE = 'private, no-store';

function setPageCaching(request: FastifyRequest, response: Response) {
  const guest = !request.cookies[SESSION_COOKIE] && !request.cookies[REFRESH_COOKIE];
  const shared =
    guest &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    response.status === 200 &&
    !response.headers.has('set-cookie');
  if (!shared) return response.headers.set('cache-control', PERSONAL_PAGE);
  // A route's own rule (robots.txt, the sitemap) stands; the page differs with the cookies it reads.
  if (!response.headers.has('cache-control')) {
    response.headers.set('cache-control', SHARED_PAGE);
    response.headers.set('cdn-cache-control', CDN_SHARED_PAGE);
  }
  response.headers.append('vary', 'cookie');
}

/**
 * A page goes out in one piece: React writes a document in hundreds of small chunks, and passing each
 * through compression to the socket took about a seventh of the process under load (issue 37's
 * profile, decision 0100). Other replies (files, data for the browser's router) go as React Router
 * made them.
 */
async function sendPage(reply: FastifyReply, response: Response) {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) {
    return reply.send(response);
  }
  const document = Buffer.from(await response.arrayBuffer());
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length) reply.header('set-cookie', setCookies);
  return reply.send(document);
}

/** Every path that is not the API's is a storefront page, rendered on the server by React Router. */
export async function registerStorefront(
  app: FastifyInstance,
  mode: 'build' | 'vite',
  options: {
    demo: boolean;
    platformCredit: PlatformCredit;
    /** Whether the request's cookies hold a live session of the shop its host names. */
    signedIn: (request: FastifyRequest) => Promise<boolean>;
  },
) {
  const handle = mode === 'build' ? await productionHandler(app) : await viteHandler(app);
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    for (const [type, bodyLimit] of Object.entries(FORM_BODY_LIMITS)) {
      pages.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit }, (request, body, done) => {
        // A body sent without its length is measured once read.
        const limit = type === MULTIPART ? multipartLimitOf(request.url) : bodyLimit;
        if (limit !== null && body.length > limit) {
          done(new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, 'The form is too large.'));
        } else done(null, body);
      });
    }
    pages.addHook('onRequest', async (request, reply) => {
      // An API path no API route took: the API's not-found answer, before any page rule or body.
      if (request.url.startsWith('/api/')) return reply.callNotFound();
      // Every page that takes a file is a signed-in one: a guest's file is refused before it is read.
      if (refuseForeignSubmission(request) && !(await options.signedIn(request))) {
        throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'Please sign in to continue.');
      }
    });
    pages.all('/*', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      const context: StorefrontLoadContext = {
        apiFetch: inProcessFetch(app, request.ip),
        cspNonce: reply.scriptNonce,
        allowAnalytics: (provider) => reply.allowAnalytics(provider),
        allowRazorpayCheckout: () => reply.allowRazorpayCheckout(),
        requestId: request.id,
        log: request.log,
        demo: options.demo,
        platformCredit: options.platformCredit,
      };
      const response = await handle(pageRequest(request, reply), context);
      setPageCaching(request, response);
      return sendPage(reply, response);
    });
  });
}
