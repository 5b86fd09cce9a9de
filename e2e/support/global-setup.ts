import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Fails early with a clear message when the browser tests cannot run. */
export default async function setup() {
  const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  if (!existsSync(`${dist}/index.html`)) {
    throw new Error('web/dist is not built: run `npm run test:e2e` (it builds first) or `npm run build`.');
  }
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    throw new Error("Debian's chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH).");
  }
}
