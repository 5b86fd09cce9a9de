// Server memory under concurrent large uploads (eight 40-megapixel uploads once took the server
// from 195 MB to 673 MB).
//   node --expose-gc --import tsx bench/uploads.mjs [count=8] [format=png|png-interlaced|jpeg] [decodes at once]
// Serving one image to a class at once (images are in the database):
//   node --import tsx bench/uploads.mjs serve [students=1000]   (DATABASE_URL set: PostgreSQL, else PGlite)
// Builds the real app in this process on in-memory PGlite and listens; the uploads are sent by a child
// process, so the sampled RSS is the server's alone. An interlaced PNG cannot be decoded line by line:
// it is the worst case (the whole image is held decoded).
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createActiveUser, createTestApp } from '../server/src/test/test-app.ts';

if (process.argv[2] === 'serve') {
  await import('./uploads-serve.mjs');
  process.exit(0);
}

const count = Number(process.argv[2] ?? 8);
const format = process.argv[3] ?? 'png-interlaced';
const decodes = process.argv[4] ? { imageDecodeConcurrency: Number(process.argv[4]) } : {};

// a smooth gradient: small as a file, 40 megapixels once decoded
const width = 8000;
const height = 5000;
let raw = Buffer.alloc(width * height * 3);
for (let y = 0; y < height; y++)
  for (let x = 0; x < width; x++) {
    const i = (y * width + x) * 3;
    raw[i] = x & 255;
    raw[i + 1] = y & 255;
    raw[i + 2] = (x + y) & 255;
  }
let image = sharp(raw, { raw: { width, height, channels: 3 }, limitInputPixels: false });
image =
  format === 'jpeg'
    ? image.jpeg({ quality: 80 })
    : image.png({ compressionLevel: 9, progressive: format === 'png-interlaced' });
const file = join(tmpdir(), `quizzical-upload-bench.${format === 'jpeg' ? 'jpg' : 'png'}`);
const bytes = await image.toBuffer();
await writeFile(file, bytes);
image = undefined;
raw = undefined;

const t = await createTestApp(decodes);
const user = await createActiveUser(t);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = t.app.server.address();

const client = `
const { readFile } = require('node:fs/promises');
(async () => {
  const file = await readFile(${JSON.stringify(file)});
  const statuses = await Promise.all(Array.from({ length: ${count} }, async () => {
    const form = new FormData();
    form.append('file', new Blob([file]), 'big.png');
    const res = await fetch('http://127.0.0.1:${port}/api/upload_files', {
      method: 'POST', headers: { authorization: 'Bearer ${user.access}' }, body: form });
    await res.arrayBuffer();
    return res.status;
  }));
  console.log(JSON.stringify(statuses));
})();`;

globalThis.gc?.();
await new Promise((r) => setTimeout(r, 500));
const mb = (n) => Math.round(n / 1024 / 1024);
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 10);
const started = performance.now();
const child = spawn(process.execPath, ['-e', client], { stdio: ['ignore', 'pipe', 'inherit'] });
let statuses = '';
child.stdout.on('data', (d) => {
  statuses += d;
});
await new Promise((resolve) => child.on('exit', resolve));
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
console.log(
  `${count} concurrent ${width}x${height} ${format} uploads (${(bytes.length / 1e6).toFixed(1)} MB each, ` +
    `${t.app.imageDecoding.limit} decodes at once, peak ${t.app.imageDecoding.peak}): statuses ${statuses.trim()}, ` +
    `server RSS ${mb(baseline)} MB -> peak ${mb(peak)} MB (+${mb(peak - baseline)} MB) in ${seconds.toFixed(1)} s`,
);
await t.close();
process.exit(0);
