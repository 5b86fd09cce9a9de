import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createActiveUser, createTestApp, type TestApp } from '../../test/test-app';
import { multipartForm } from '../../test/test-calls';

/**
 * Images are stored in the database and served by every instance; decoding is bounded and
 * uploads are limited per account.
 */
let t: TestApp;
let image: Buffer;
beforeAll(async () => {
  t = await createTestApp({
    imageDecodeConcurrency: 2,
    rateLimits: { uploadsPerAccount: { max: 8, timeWindow: 60 * 60_000 } },
  });
  // interlaced: decoded whole, so each decode takes a moment and the uploads overlap
  image = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3366cc' } })
    .png({ progressive: true })
    .toBuffer();
});
afterAll(() => t.close());

function upload(auth: { authorization: string }, content = image) {
  const form = multipartForm({ file: { name: 'a.png', type: 'image/png', content } });
  return t.app.inject({
    method: 'POST',
    url: '/api/upload_files',
    payload: form.payload,
    headers: { ...auth, 'content-type': form.contentType },
  });
}

describe('uploads', () => {
  it('decodes at most two images at once, however many uploads arrive together', async () => {
    const teacher = await createActiveUser(t);
    const results = await Promise.all(Array.from({ length: 6 }, () => upload(teacher.auth)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(t.app.imageDecoding.peak).toBe(2);
    expect(t.app.imageDecoding.inFlight).toBe(0);
  });

  it('refuses a file over 10 MB with 413, saying the limit', async () => {
    const teacher = await createActiveUser(t);
    const refused = await upload(teacher.auth, Buffer.alloc(10 * 2 ** 20 + 1));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ detail: 'The file is larger than 10 MB.', code: 'uploads.too_large' });
  });

  it('answers 429 to the upload after the limit of an account within the hour, and not to another account', async () => {
    const teacher = await createActiveUser(t);
    const other = await createActiveUser(t);
    const tiny = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const statuses = [];
    for (let i = 0; i < 9; i++) statuses.push((await upload(teacher.auth, tiny)).statusCode);
    expect(statuses).toEqual([...Array(8).fill(201), 429]);
    const refused = await upload(teacher.auth, tiny);
    expect(refused.json()).toEqual({
      detail: 'Too many uploads from this account. Try again in an hour.',
      code: 'uploads.too_many',
    });
    expect((await upload(other.auth, tiny)).statusCode).toBe(201);
    t.clock.advance(60 * 60_000);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { username: teacher.email, password: teacher.password },
    });
    const fresh = { authorization: `Bearer ${signIn.json().access}` };
    expect((await upload(fresh, tiny)).statusCode).toBe(201);
  });
});

const tinyPng = (background: string) =>
  sharp({ create: { width: 12, height: 12, channels: 4, background } })
    .png()
    .toBuffer();

describe('serving uploads', () => {
  it('serves an uploaded image from another instance on the same database, cached for a year', async () => {
    const teacher = await createActiveUser(t);
    const uploaded = await upload(teacher.auth, await tinyPng('#ff000080'));
    expect(uploaded.statusCode).toBe(201);
    const { smallImageUrl, bigImageUrl } = uploaded.json();
    expect(smallImageUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-small\.png$/);
    // a second instance: its own process state, the same database
    const other = await buildApp(t.config, { database: t.app.database });
    try {
      for (const url of [smallImageUrl, bigImageUrl]) {
        const served = await other.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/png');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
        const again = await other.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': served.headers.etag },
        });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
      }
    } finally {
      await other.close();
    }
  });

  it('gives the same image the same URL, whoever uploads it', async () => {
    const [a, b] = [await createActiveUser(t), await createActiveUser(t)];
    const image = await tinyPng('#00ff0080');
    const first = (await upload(a.auth, image)).json();
    expect((await upload(b.auth, image)).json()).toEqual(first);
  });

  it('answers 404 for an image that was never uploaded and for a name the server never makes', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef-small.jpg', '..%2F..%2Fetc%2Fpasswd', 'x.png']) {
      const res = await t.app.inject({ method: 'GET', url: `/media/uploads/${name}` });
      expect(res.statusCode).toBe(404);
    }
  });

  it('answers a name outside Latin-1 the plain 404 of an unknown image, and logs no error', async () => {
    const lines: string[] = [];
    const logged = await buildApp(
      { ...t.config, logLevel: 'info' },
      { database: t.app.database, logStream: { write: (line) => lines.push(line) } },
    );
    lines.length = 0; // what it said while starting
    try {
      for (const name of ['\u20ac.png', '\u56fe\u7247-small.jpg', 'caf\u00e9-\u{1F600}.png']) {
        const res = await logged.inject({ method: 'GET', url: `/media/uploads/${encodeURIComponent(name)}` });
        expect(res.statusCode, name).toBe(404);
        expect(res.json(), name).toEqual({ detail: 'Not found.', code: 'uploads.not_found' });
      }
      const levels = lines.map((line) => JSON.parse(line) as { level: number; msg?: string });
      // pino: 40 warn, 50 error
      expect(levels.filter((entry) => entry.level >= 40)).toEqual([]);
      expect(lines.join('\n')).not.toMatch(/ERR_INVALID_CHAR|stack|\n\s+at /);
    } finally {
      await logged.close();
    }
  });

  it('copies the images an earlier version stored on disk into the database, under the same URLs', async () => {
    const dir = join(t.config.dataDir, 'uploads');
    await mkdir(dir, { recursive: true });
    const name = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-small.png';
    await writeFile(join(dir, name), await tinyPng('#0000ff80'));
    await writeFile(join(dir, 'notes.txt'), 'not an upload');
    const restarted = await buildApp(t.config, { database: t.app.database });
    try {
      const served = await restarted.inject({ method: 'GET', url: `/media/uploads/${name}` });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(12);
      // and from then on from the database, whichever instance asks
      expect((await t.app.inject({ method: 'GET', url: `/media/uploads/${name}` })).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
