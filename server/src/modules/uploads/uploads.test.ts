import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, createTestApp, type TestApp } from '../../test/test-app';

/** Image decoding is bounded and uploads are limited per account (issue 12). */
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
  const boundary = '----quizzical-upload-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload_files',
    payload,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
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
    expect(refused.json()).toEqual({ detail: 'Too many uploads from this account. Try again in an hour.' });
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
