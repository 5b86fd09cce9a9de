// What a browser does before a student's first API call: load the page (index.html) and the JavaScript
// and CSS it needs, asking for compressed bodies and keeping what the caching headers allow.
// Used by bench:students; counts bytes as they travel (compressed bodies, plus headers).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** What a phone's browser sends for a page and its subresources. */
export const ACCEPT_ENCODING = 'br, gzip';

/**
 * The source modules of the routes a student passes through before and right after joining
 * (`/q/{code}` → `/run_quizz/{code}`): their chunks are fetched when routes are lazy-loaded.
 */
export const STUDENT_ROUTE_SOURCES = /features\/taking\/pages\/(start|run)-quiz-page\.tsx$/;

/**
 * The Vite manifest of the served build (`build.manifest`), when it exists: it names the chunks a lazy
 * route loads. It is not served over HTTP (a dot folder), so the bench reads it from the build folder.
 */
export function readManifest(webDist) {
  const file = join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** URLs a browser fetches at once for this HTML: module scripts, preloads, style sheets, the icon. */
export function assetsOfHtml(html) {
  const urls = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];
    if (tag.toLowerCase().startsWith('<script')) {
      const src = attr('src');
      if (src) urls.push(src);
    } else if (/^(stylesheet|modulepreload|preload|icon)$/i.test(attr('rel') ?? '')) {
      const href = attr('href');
      if (href) urls.push(href);
    }
  }
  return [...new Set(urls)].filter((u) => u.startsWith('/'));
}

/**
 * The files of the student routes' chunks and everything they import statically (with their CSS), and the
 * dynamically imported chunks whose name matches `dynamic` (e.g. KaTeX when the quiz has formulas).
 */
export function studentRouteAssets(manifest, { routes = STUDENT_ROUTE_SOURCES, dynamic = null } = {}) {
  if (!manifest) return [];
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? []) if (dynamic?.test(imported)) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (routes.test(chunk.src ?? key)) visit(key);
  // a style sheet imported dynamically (`import('katex/dist/katex.min.css')`) is an entry of its own
  if (dynamic && [...seen].some((key) => dynamic.test(key)))
    for (const [key, chunk] of Object.entries(manifest))
      if (dynamic.test(key) && chunk.file.endsWith('.css')) files.add(`/${chunk.file}`);
  return [...files];
}

/** A keep-alive HTTP client: raw (still compressed) bodies, with the bytes read counted. */
export function createClient(baseUrl, connections) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  function request(method, path, headers = {}, body) {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: base.hostname, port: base.port, method, path, headers, agent },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            // status line and header lines as they came
            let headerBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
            for (let i = 0; i < res.rawHeaders.length; i += 2)
              headerBytes += res.rawHeaders[i].length + res.rawHeaders[i + 1].length + 4;
            resolve({ status: res.statusCode, headers: res.headers, raw, headerBytes });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
  return { request, close: () => agent.destroy() };
}

/** A response's body decoded as its content-encoding says. */
export function decodeBody(res) {
  const encoding = res.headers['content-encoding'];
  return encoding === 'br'
    ? brotliDecompressSync(res.raw)
    : encoding === 'gzip'
      ? gunzipSync(res.raw)
      : res.raw;
}

/** The decoded size of a body, decoded once per URL and encoding (decoding costs the bench CPU). */
const decodedSizes = new Map();
function decodedSize(url, encoding, raw) {
  if (!encoding || encoding === 'identity') return raw.length;
  const key = `${url} ${encoding} ${raw.length}`;
  let size = decodedSizes.get(key);
  if (size === undefined) {
    size = (encoding === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw)).length;
    decodedSizes.set(key, size);
  }
  return size;
}

/**
 * One student's browser: an HTTP cache that keeps what `cache-control` allows (immutable / max-age
 * entries are used without asking; others are revalidated with their ETag or Last-Modified), and the
 * byte counts of everything it fetched.
 */
export function createBrowser(client, { manifestAssets = [] } = {}) {
  const cache = new Map();
  const stats = { requests: 0, wireBytes: 0, bodyBytes: 0, decodedBytes: 0, notModified: 0, errors: 0 };

  /** Counts a response's bytes; a compressed body is decoded once per URL to count its decoded size. */
  function count(res, url) {
    stats.requests++;
    stats.wireBytes += res.headerBytes + res.raw.length;
    stats.bodyBytes += res.raw.length;
    if (res.status === 200 || res.status === 201)
      stats.decodedBytes += decodedSize(url, res.headers['content-encoding'], res.raw);
  }

  async function get(url) {
    const cached = cache.get(url);
    if (cached?.freshUntil > Date.now()) return cached;
    const headers = { 'accept-encoding': ACCEPT_ENCODING };
    if (cached?.etag) headers['if-none-match'] = cached.etag;
    if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;
    const res = await client.request('GET', url, headers);
    count(res, url);
    if (res.status === 304 && cached) {
      stats.notModified++;
      return cached;
    }
    if (res.status !== 200) {
      stats.errors++;
      return { status: res.status, text: '' };
    }
    const control = res.headers['cache-control'] ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(control)?.[1] ?? 0);
    const entry = {
      status: 200,
      etag: res.headers.etag,
      lastModified: res.headers['last-modified'],
      freshUntil: /no-cache|no-store/.test(control) ? 0 : Date.now() + maxAge * 1000,
      // the page's HTML is parsed for its assets; other bodies are only counted
      text: (res.headers['content-type'] ?? '').startsWith('text/html')
        ? decodeBody(res).toString('utf8')
        : '',
    };
    if (!/no-store/.test(control)) cache.set(url, entry);
    return entry;
  }

  return {
    stats,
    count,
    /** Opens a page: its HTML, then (in parallel, as a browser does) the assets it and its route load. */
    async visit(path) {
      const page = await get(path);
      if (page.status !== 200) throw new Error(`GET ${path}: ${page.status}`);
      const assets = [...new Set([...assetsOfHtml(page.text), ...manifestAssets])];
      await Promise.all(assets.map((url) => get(url)));
      return assets.length;
    },
  };
}
