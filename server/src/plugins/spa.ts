import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, sendNotFound } from './errors';

/** How often, at most, index.html is looked at on disk for a rebuild. */
export const INDEX_CHECK_MS = 1_000;

/**
 * The lazy page each client route shows (web/src/app/routes.tsx), by its key in Vite's manifest. The
 * index.html sent for such a path also names that page's chunks as `modulepreload`: a phone
 * fetches them with the entry chunk instead of after running it, a round trip less before the page
 * shows. Other paths get index.html as built (their page still loads, one step later).
 */
export const ROUTE_PAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'src/features/home/pages/home-page.tsx'],
  [/^\/(q|start_quizz)\/[^/]+\/?$/, 'src/features/taking/pages/start-quiz-page.tsx'],
  [/^\/run_quizz\/[^/]+\/?$/, 'src/features/taking/pages/run-quiz-page.tsx'],
  [/^\/end_quizz\/[^/]+\/?$/, 'src/features/taking/pages/end-quiz-page.tsx'],
  [/^\/review_quizz\/[^/]+\/?$/, 'src/features/taking/pages/review-quiz-page.tsx'],
  [/^\/market\/?$/, 'src/features/market/pages/market-page.tsx'],
  [/^\/quizz\/?$/, 'src/features/quizzes/pages/quizzes-page.tsx'],
];

/**
 * The app's one not-found handler: 404 JSON for API paths (and everything when no SPA is built).
 * Serves the built SPA from `webDist`: files as they are, in the .br or .gz made at build time when the
 * browser accepts it (hashed assets cached for a year), and index.html for every other GET that is not
 * an API path, so client-side routes work on reload. Files are looked up when asked and index.html is
 * re-read when it changed, so a rebuilt web app is served without a restart.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { webDist: string; now?: () => number }) => {
  const indexFile = join(opts.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist: opts.webDist }, 'web/dist not built: only the API is served');
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
    return;
  }
  const assetsDir = join(opts.webDist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: opts.webDist,
    // no routes of its own: a route per file found at start would miss the new hashed names of a
    // rebuild, and its catch-all route lists the folders on every request (a spelling check against
    // case-insensitive disks: a page of 44 files loaded 3 times slower); the route below sends the files
    serve: false,
    index: false,
    // .vite/manifest.json stays on the server
    dotfiles: 'ignore',
    // `x.js.br` / `x.js.gz` beside `x.js` (vite-plugin-compression2), chosen by Accept-Encoding, with
    // Content-Encoding and `Vary: accept-encoding`; the file itself otherwise
    preCompressed: true,
    setHeaders(res, path) {
      if (path.startsWith(assetsDir)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // Paths that name a file are looked up on disk when asked (`..` and dot files refused by
  // @fastify/static); client-side routes (`/q/ABC123`) and index.html itself go to the handler below.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/index.html' || !/\/[^/]*\.[^/]+$/.test(path)) return reply.callNotFound();
    return reply.sendFile((request.params as { '*': string })['*']);
  });
  const index = indexPage(
    indexFile,
    join(opts.webDist, '.vite', 'manifest.json'),
    opts.now ?? Date.now,
    app.log,
  );
  await index.current();
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    // a missing build file (an old chunk after a rebuild) is a 404, not the page where script is expected
    if (request.method !== 'GET' || isApiPath(path) || path.startsWith('/assets/'))
      return sendNotFound(reply);
    const pages = await index.current();
    const route = ROUTE_PAGES.find(([pattern]) => pattern.test(path));
    const page = (route && pages.variants.get(route[1])) ?? pages.built;
    reply
      .type('text/html; charset=utf-8')
      // always revalidated (it names the current build's assets); unchanged, it costs a 304
      .header('cache-control', 'no-cache')
      .header('etag', page.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(page.identity);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  });
});

interface IndexPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

interface IndexPages {
  /** index.html as built */
  built: IndexPage;
  /** index.html with the modulepreload links of a page of ROUTE_PAGES, by its manifest key */
  variants: Map<string, IndexPage>;
  mtimeMs: number;
  size: number;
}

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

function compressed(identity: Buffer): IndexPage {
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    // weak: the compressed forms are the same page
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/** `keys` and the chunks they import statically, transitively (what Vite itself preloads for an entry). */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (key === undefined || seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * index.html once per page of ROUTE_PAGES, with `modulepreload` links for the chunks the entry's do not
 * cover and `preload` links for their stylesheets: Vite's loader asks for a page's stylesheet only once
 * the entry has run, and holds the page back until it has arrived, a round trip more before the page
 * shows. A preload does not hold back the first paint as a stylesheet link would, and the loader's
 * own `<link rel="stylesheet" crossorigin>` takes its answer (same URL, same anonymous CORS mode).
 */
export function pageVariants(html: string, manifest: Manifest): Map<string, IndexPage> {
  const variants = new Map<string, IndexPage>();
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const loaded = staticClosure(manifest, entries);
  for (const [, page] of ROUTE_PAGES) {
    if (!manifest[page] || !html.includes('</head>')) continue;
    const links = [...staticClosure(manifest, [page])]
      .filter((key) => !loaded.has(key))
      .flatMap((key) => [
        `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`,
        ...(manifest[key].css ?? []).map(
          (css) => `<link rel="preload" as="style" crossorigin href="/${css}">`,
        ),
      ]);
    variants.set(page, compressed(Buffer.from(html.replace('</head>', `${links.join('')}</head>`))));
  }
  return variants;
}

/**
 * index.html in memory with its brotli and gzip forms (and its variants per route page, from Vite's
 * manifest), looked at on disk at most every INDEX_CHECK_MS and re-read when its time or size
 * changed. While a rebuild has removed it (Vite empties the folder first) the last copy is served.
 */
function indexPage(file: string, manifestFile: string, now: () => number, log: FastifyInstance['log']) {
  let pages: IndexPages | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;

  async function refresh() {
    try {
      const info = await stat(file);
      if (pages && info.mtimeMs === pages.mtimeMs && info.size === pages.size) return;
      const identity = await readFile(file);
      if (pages && identity.length === 0) return; // caught between Vite's truncate and write
      // Vite writes the manifest before index.html; without one (an old build) no page is preloaded
      const manifest = await readFile(manifestFile, 'utf8').then(
        (text) => JSON.parse(text) as Manifest,
        () => ({}) as Manifest,
      );
      pages = {
        built: compressed(identity),
        variants: pageVariants(identity.toString(), manifest),
        mtimeMs: info.mtimeMs,
        size: info.size,
      };
      log.info({ file }, 'index.html (re)loaded');
    } catch (error) {
      if (!pages) throw error;
      log.warn({ file, err: error }, 'index.html unreadable (a rebuild?): serving the last copy');
    }
  }

  return {
    async current(): Promise<IndexPages> {
      const time = now();
      if (time - checkedAt >= INDEX_CHECK_MS || time < checkedAt) {
        checkedAt = time;
        checking ??= refresh().finally(() => {
          checking = undefined;
        });
      }
      if (checking) await checking;
      // the first refresh either read the file or threw
      if (!pages) throw new Error(`${file} was never read`);
      return pages;
    },
  };
}

/** br when accepted, else gzip when accepted, else identity (q=0 refuses; `*` accepts both). */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}
