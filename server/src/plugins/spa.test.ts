import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { INDEX_CHECK_MS, preferredEncoding } from './spa';

// The built SPA as the server sends it: precompressed assets chosen by Accept-Encoding,
// index.html compressed and revalidated, and a rebuild served without a restart. The web build is a
// small fake written here (its .br and .gz made with zlib, as vite-plugin-compression2 makes them).

const APP_JS = `export const greeting = ${JSON.stringify('Hello, students. '.repeat(200))};\n`;
const page = (script: string) =>
  `<!doctype html><html><head><script type="module" src="/assets/${script}"></script></head><body><div id="root"></div></body></html>`;

let webDist: string;
let t: TestApp;

async function writeAsset(name: string, text: string) {
  const file = join(webDist, 'assets', name);
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'quizzical-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeAsset('app-AbC123.js', APP_JS);
  await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(webDist, 'index.html'), page('app-AbC123.js'));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('hashed assets, precompressed at build', () => {
  it('sends the brotli file when br is accepted, with Content-Encoding, Vary and a year of immutable caching', async () => {
    const res = await get('/assets/app-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
    expect(res.rawPayload.length).toBeLessThan(APP_JS.length / 10);
  });

  it('sends the gzip file when only gzip is accepted', async () => {
    const res = await get('/assets/app-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the file itself, still with Vary, when no compression is accepted', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get('/assets/app-AbC123.js', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(APP_JS);
    }
  });

  it('serves a file added after start (a rebuild’s new hashed name), not index.html in its place', async () => {
    await writeAsset('late-XyZ789.js', 'export const late = true;\n');
    const res = await get('/assets/late-XyZ789.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('export const late = true;\n');
  });

  it('answers 404 for a missing asset and a missing API path, and serves files outside assets without immutable caching', async () => {
    expect((await get('/assets/gone-000000.js')).statusCode).toBe(404);
    const api = await get('/api/no-such-thing', { 'accept-encoding': 'br' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.', code: 'request.not_found' });
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('serves nothing outside the build folder, nor its dot folders (the Vite manifest)', async () => {
    await mkdir(join(webDist, '.vite'), { recursive: true });
    await writeFile(join(webDist, '.vite', 'manifest.json'), '{"secret":"manifest"}');
    await writeFile(join(webDist, '..', `outside-${process.pid}.txt`), 'secret outside');
    for (const url of [
      '/.vite/manifest.json',
      `/assets/%2e%2e/%2e%2e/outside-${process.pid}.txt`,
      `/assets/..%2f..%2foutside-${process.pid}.txt`,
      `/%2e%2e/outside-${process.pid}.txt`,
    ]) {
      const res = await get(url);
      expect(res.body, url).not.toContain('secret');
      expect(res.statusCode, url).toBeLessThan(500);
    }
    await rm(join(webDist, '..', `outside-${process.pid}.txt`));
  });
});

describe('index.html', () => {
  it('is served for client-side routes, compressed as accepted, always revalidated', async () => {
    const html = page('app-AbC123.js');
    const br = await get('/q/ABC123', { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    const gzip = await get('/run_quizz/ABC123', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    // /index.html itself is the same page, not a file with its own caching
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to a revalidation while it is unchanged', async () => {
    const first = await get('/q/ABC123');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/q/ABC123', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('picks up a rebuilt index.html without a restart, looking at the disk at most once a second', async () => {
    const before = await get('/q/ABC123');
    await writeAsset('app-New456.js', APP_JS.replace('Hello', 'Welcome'));
    await writeFile(join(webDist, 'index.html'), page('app-New456.js'));
    // within the second since the last look: still the page in memory
    expect((await get('/q/ABC123')).body).toBe(before.body);
    t.clock.advance(INDEX_CHECK_MS);
    const after = await get('/q/ABC123', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(page('app-New456.js'));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get('/assets/app-New456.js')).statusCode).toBe(200);
  });

  it('keeps serving the last page while a rebuild has removed index.html', async () => {
    const before = (await get('/q/ABC123')).body;
    await unlink(join(webDist, 'index.html'));
    t.clock.advance(INDEX_CHECK_MS);
    const during = await get('/q/ABC123');
    expect(during.statusCode).toBe(200);
    expect(during.body).toBe(before);
    await writeFile(join(webDist, 'index.html'), page('app-AbC123.js'));
    t.clock.advance(INDEX_CHECK_MS);
    expect((await get('/q/ABC123')).body).toBe(page('app-AbC123.js'));
  });
});

describe('a route page preloaded with index.html', () => {
  it('names the chunks of the page a path shows that the entry does not bring, and only on that path', async () => {
    await writeAsset('home-H1.js', 'export const home = 1;\n');
    await writeAsset('start-S1.js', 'export const start = 1;\n');
    await writeAsset('field-F1.js', 'export const field = 1;\n');
    const manifest = {
      'index.html': { file: 'assets/app-AbC123.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-Sh1.js' },
      '_field.js': { file: 'assets/field-F1.js', imports: ['_shared.js'] },
      'src/features/home/pages/home-page.tsx': { file: 'assets/home-H1.js', imports: ['index.html'] },
      'src/features/taking/pages/start-quiz-page.tsx': {
        file: 'assets/start-S1.js',
        imports: ['index.html', '_field.js'],
        css: ['assets/start-S1.css'],
      },
    };
    await writeFile(join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const built = `${page('app-AbC123.js')}<!-- rebuilt -->`;
    await writeFile(join(webDist, 'index.html'), built);
    t.clock.advance(INDEX_CHECK_MS);

    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
    // a page's stylesheet is preloaded, not linked: a stylesheet link would hold back the first paint
    const style = (file: string) => `<link rel="preload" as="style" crossorigin href="/assets/${file}">`;
    for (const path of ['/q/ABC123', '/start_quizz/ABC123']) {
      const res = await get(path, { 'accept-encoding': 'br' });
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html, path).toBe(
        built.replace(
          '</head>',
          `${preload('start-S1.js')}${style('start-S1.css')}${preload('field-F1.js')}</head>`,
        ),
      );
    }
    expect((await get('/')).body).toBe(built.replace('</head>', `${preload('home-H1.js')}</head>`));
    // a page the manifest does not have, and a path of no listed page: the page as built
    expect((await get('/run_quizz/ABC123')).body).toBe(built);
    expect((await get('/login')).body).toBe(built);
    // each form has its own ETag: a revalidation never swaps one page for another
    const q = await get('/q/ABC123');
    expect(q.headers.etag).not.toBe((await get('/login')).headers.etag);
    expect((await get('/q/XYZ789', { 'if-none-match': q.headers.etag as string })).statusCode).toBe(304);
  });
});

describe('security headers', () => {
  /** Helmet's headers that act on documents only: a page has them, an API reply or a build file not. */
  const DOCUMENT_ONLY = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it('go whole with pages and the API documentation', async () => {
    for (const url of ['/q/ABC123', '/favicon.svg', '/api/docs']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toMatch(/default-src 'self'/);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      for (const header of DOCUMENT_ONLY) expect(res.headers[header], `${url} ${header}`).toBeDefined();
    }
  });

  it("an API reply carries OWASP's REST set: nothing loads from it or frames it, no sniffing, HTTPS", async () => {
    const replies = [
      await get('/api/no-such-thing'),
      await get('/api/config'),
      await t.app.inject({
        method: 'POST',
        url: '/auth/jwt/create/',
        payload: { email: 'x', password: 'y' },
      }),
      await get('/image/quizz/qrcode/ABC123/200'),
      await get('/media/uploads/none.png'),
    ];
    for (const res of replies) {
      const url = `${res.raw.req.url} ${res.statusCode}`;
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      for (const header of DOCUMENT_ONLY) expect(res.headers[header], `${url} ${header}`).toBeUndefined();
    }
  });

  it('a build file gets only nosniff and the resource policy', async () => {
    const asset = await get('/assets/app-AbC123.js', { 'accept-encoding': 'br' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
      ...DOCUMENT_ONLY,
    ]) {
      expect(asset.headers[header], header).toBeUndefined();
    }
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
