// Zod 4 probes `new Function('')` when it builds each object schema, to compile fast parsers. Our CSP has no
// 'unsafe-eval' (server/src/plugins/security.ts), so the probe is a CSP violation the browser reports on every
// page (Lighthouse best practices). Jitless parsing never calls eval; it is a little slower, which does not
// show in the small payloads the web app parses. The setting must be in place before the first schema is
// built, and with code splitting the shared schemas (common) evaluate before the app's entry module: so it
// is this deferred classic script, which runs before the module scripts, in document order. Zod reads its
// configuration from this global (zod/v4/core/core.js); e2e/first-load.test.ts fails if that ever changes.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
