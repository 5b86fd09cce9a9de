// One uploaded image served to a class at once: `students` connections each ask for the
// teacher's image at the same moment, as a class opening a question does. Run by
// `node --import tsx bench/uploads.mjs serve [students=1000]` on in-memory PGlite, or on PostgreSQL when
// DATABASE_URL is set. The load comes from autocannon in a child process; the app runs in this one.
// Three rounds: the cache off (one query per request), a fresh image on an instance with its memory cache
// (all but one request wait on one query), the same image again (memory). The reference, in the same
// run: the same bytes as a file served by @fastify/static, as the disk storage did.
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import sharp from 'sharp';
import { createActiveUser, createTestApp } from '../server/src/test/test-app.ts';

const students = Number(process.argv[3] ?? 1000);

/** A photo-like 2400 x 1600 JPEG (gradients and noise), a different one for each `seed`. */
async function photo(seed) {
  const [width, height] = [2400, 1600];
  const raw = Buffer.alloc(width * height * 3);
  let noise = seed * 7919;
  for (let i = 0; i < raw.length; i++) {
    noise = (noise * 1103515245 + 12345) & 0x7fffffff;
    const pixel = Math.floor(i / 3);
    raw[i] = (((pixel % width) >> 3) + ((pixel / width) >> 4) * (i % 3) + (noise & 31) + seed * 40) & 255;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** `students` requests at once from a child process; answers autocannon's summary. */
function classAtOnce(url) {
  const script = `
    const autocannon = require('autocannon');
    autocannon({ url: ${JSON.stringify(url)}, connections: ${students}, amount: ${students}, timeout: 60 },
      (error, r) => console.log(JSON.stringify(error ? { error: String(error) } : {
        seconds: r.duration, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max,
        ok: r['2xx'], errors: r.errors + r.non2xx + r.timeouts, mb: r.throughput.total / 1e6 })));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`autocannon: ${out}`));
      }
    });
  });
}

const rows = [];
async function measure(name, url, size) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const r = await classAtOnce(url);
  clearInterval(sampler);
  console.error(name, JSON.stringify(r));
  rows.push({
    round: name,
    'image KB': Math.round(size / 1024),
    ok: r.ok,
    errors: r.errors,
    'all served, s': r.seconds,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'max ms': r.max,
    'MB sent': Math.round(r.mb),
    'RSS +MB': Math.round((peak - before) / 2 ** 20),
  });
}

async function uploaded(t, auth, seed) {
  const form = new FormData();
  form.append('file', new Blob([await photo(seed)]), 'photo.jpg');
  const res = await fetch(`${t.url}/api/upload_files`, { method: 'POST', headers: auth, body: form });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return `${t.url}${(await res.json()).bigImageUrl}`;
}

async function started(overrides) {
  const t = await createTestApp(overrides);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.url = `http://127.0.0.1:${t.app.server.address().port}`;
  const user = await createActiveUser(t);
  return { t, auth: { authorization: `Bearer ${user.access}` } };
}

// cache off first: its fetch of the bytes (for their size and the disk reference) warms nothing
const uncached = await started({ uploadsCacheBytes: 0 });
const plain = await uploaded(uncached.t, uncached.auth, 1);
const bytes = Buffer.from(await (await fetch(plain)).arrayBuffer());
await measure('cache off (a query each)', plain, bytes.length);
await uncached.t.close();

// a fresh instance (empty cache) on its own database, the same image
const cold = await started({});
const image = await uploaded(cold.t, cold.auth, 1);
await measure('new image, memory cache on', image, bytes.length);
await measure('same image again (memory)', image, bytes.length);
await cold.t.close();

// reference: the same bytes as a file served by @fastify/static (what the disk storage did)
const dir = await mkdtemp(join(tmpdir(), 'uploads-serve-'));
await writeFile(join(dir, 'image.jpg'), bytes);
const disk = Fastify();
await disk.register(fastifyStatic, { root: dir, prefix: '/media/uploads/', immutable: true, maxAge: '365d' });
await disk.listen({ port: 0, host: '127.0.0.1' });
const diskUrl = `http://127.0.0.1:${disk.server.address().port}/media/uploads/image.jpg`;
await measure('reference: file on disk (@fastify/static)', diskUrl, bytes.length);
await disk.close();

console.log(
  `${students} requests at once for one ${Math.round(bytes.length / 1024)} KB image, database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory'}`,
);
console.table(rows);
