import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded files go. Names are made by the server; URLs are paths on this origin. */
export interface FileStorage {
  put(name: string, data: Buffer): Promise<string>;
}

export const UPLOADS_URL_PREFIX = '/media/uploads/';

/** Files under `dir`, served by the app at /media/uploads/. */
export function createDiskStorage(dir: string): FileStorage {
  return {
    async put(name, data) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), data);
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
  };
}
