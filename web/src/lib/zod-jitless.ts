import { config } from 'zod';

/**
 * Zod 4 compiles object parsers with `new Function` after probing whether eval is allowed. Our CSP has no
 * 'unsafe-eval' (server/src/plugins/security.ts), so the probe itself is a CSP violation that the browser
 * reports as a console issue on every page (Lighthouse best practices). Jitless parsing never calls eval;
 * it is a little slower, which does not show in the few small payloads the web app parses.
 * Imported first by main.tsx, before any schema parses.
 */
config({ jitless: true });
