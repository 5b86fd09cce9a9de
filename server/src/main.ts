import { buildApp } from './app';
import { loadConfig } from './config';

/** Process entry: config, build (migrates and seeds), listen, close gracefully on signals. */
const config = loadConfig();
const app = await buildApp(config);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Quizzical is ready on ${config.publicUrl} (database: ${app.database.kind})`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
