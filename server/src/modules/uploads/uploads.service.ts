import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { InvalidImageError, reencodeImage } from '../../lib/images';
import type { Semaphore } from '../../lib/semaphore';
import type { WindowCounter } from '../../lib/window-counter';
import { notAnImage, tooManyUploads, uploadNotFound } from './uploads.errors';
import type { UploadsRepository } from './uploads.repository';

export const UPLOADS_URL_PREFIX = '/media/uploads/';
/** Names the server makes: 128 bits of hex, the size, the format (the disk storage used the same). */
const NAME = /^[0-9a-f]{32}-(?:small|big)\.(jpg|png)$/;
const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png' } as const;

export interface UploadsDeps {
  repo: UploadsRepository;
  /** Bounds the images decoded at once on this instance (a 40-megapixel image is ~160 MB decoded). */
  decoding: Semaphore;
  uploadsPerAccount: WindowCounter;
  /** The window of that limit, which its refusal names. */
  uploadsWindowMs: number;
  /** Bytes of images kept in memory for serving (the most recently served first). */
  cacheBytes: number;
}

/**
 * Images: checked by content, re-encoded into a small and a big size, stored in the database under a
 * name made from a hash of their bytes, and served from it. An image never changes under its name, so
 * each instance keeps the most recently served ones in memory without ever asking whether they changed,
 * and a class opening the same image at once makes one query, not one per student.
 */
export function createUploadsService({
  repo,
  decoding,
  uploadsPerAccount,
  uploadsWindowMs,
  cacheBytes,
}: UploadsDeps) {
  const cache = new Map<string, Buffer>();
  let cachedBytes = 0;
  const loading = new Map<string, Promise<Buffer | undefined>>();

  function remember(name: string, data: Buffer) {
    if (data.length > cacheBytes / 4) return;
    cache.set(name, data);
    cachedBytes += data.length;
    // a Map iterates in insertion order: the first entries are the least recently served
    for (const [oldest, bytes] of cache) {
      if (cachedBytes <= cacheBytes) break;
      cache.delete(oldest);
      cachedBytes -= bytes.length;
    }
  }

  return {
    /** Counts an upload of the account before its body is read: a refused upload costs nothing. */
    async admit(userId: number) {
      if (!(await uploadsPerAccount.hit(String(userId)))) throw tooManyUploads(uploadsWindowMs);
    },

    async store(userId: number, input: Buffer): Promise<{ smallImageUrl: string; bigImageUrl: string }> {
      let images: Awaited<ReturnType<typeof reencodeImage>>;
      try {
        images = await decoding.run(() => reencodeImage(input));
      } catch (error) {
        if (error instanceof InvalidImageError) throw notAnImage();
        throw error;
      }
      const hash = createHash('sha256').update(images.big.data).digest('hex').slice(0, 32);
      const small = `${hash}-small.${images.small.extension}`;
      const big = `${hash}-big.${images.big.extension}`;
      await repo.insert([
        { name: small, data: images.small.data, ownerId: userId },
        { name: big, data: images.big.data, ownerId: userId },
      ]);
      return { smallImageUrl: `${UPLOADS_URL_PREFIX}${small}`, bigImageUrl: `${UPLOADS_URL_PREFIX}${big}` };
    },

    /** True for a name the server makes (ASCII only, so it may go into a header). */
    isImageName: (name: string) => NAME.test(name),

    /** The image stored under `name` and its content type; 404 for any other name. */
    async image(name: string): Promise<{ data: Buffer; contentType: string }> {
      const format = NAME.exec(name)?.[1] as keyof typeof CONTENT_TYPES | undefined;
      if (!format) throw uploadNotFound();
      let data = cache.get(name);
      if (data) {
        cache.delete(name); // served again: now the most recent
        cache.set(name, data);
      } else {
        let pending = loading.get(name);
        if (!pending) {
          pending = repo.find(name).finally(() => loading.delete(name));
          loading.set(name, pending);
        }
        data = await pending;
        if (!data) throw uploadNotFound();
        if (!cache.has(name)) remember(name, data);
      }
      return { data, contentType: CONTENT_TYPES[format] };
    },

    /** The bytes of an image by its URL (`/media/uploads/…`), undefined for any other or a missing one. */
    async imageByUrl(url: string): Promise<Buffer | undefined> {
      const name = url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '';
      if (!NAME.test(name)) return undefined;
      const found = await this.image(name).catch(() => undefined);
      // the database driver may give a plain Uint8Array: a Buffer, for base64
      return found && Buffer.from(found.data.buffer, found.data.byteOffset, found.data.byteLength);
    },

    /**
     * Images the disk storage of earlier versions wrote into `dir` (DATA_DIR/uploads) and the database
     * does not hold yet, copied into it under the same names, so that their URLs keep working on every
     * instance. Answers how many were copied; the files stay where they are.
     */
    async importFromDisk(dir: string): Promise<number> {
      const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => NAME.test(name));
      let copied = 0;
      for (let i = 0; i < names.length; i += 200) {
        const chunk = names.slice(i, i + 200);
        const stored = await repo.existing(chunk);
        const missing = chunk.filter((name) => !stored.has(name));
        if (missing.length === 0) continue;
        const rows = await Promise.all(
          missing.map(async (name) => ({ name, data: await readFile(join(dir, name)), ownerId: null })),
        );
        await repo.insert(rows);
        copied += rows.length;
      }
      return copied;
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
