import { buildApp } from './app';
import { loadConfig } from './config';
import { boundHeapGrowth } from './lib/heap-growth';
import { closeOnSignals } from './lib/shutdown';

/** Process entry: config, build (migrates and seeds), listen; SIGTERM/SIGINT close it gracefully. */
boundHeapGrowth();
const config = loadConfig();
const app = await buildApp(config);
closeOnSignals(app, config.shutdownTimeoutMs);

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Quizzical is ready on ${config.publicUrl} (database: ${app.database.kind})`);
  // the line a person looks for in the terminal, plain, besides the JSON log lines
  process.stdout.write(`Quizzical is ready on ${config.publicUrl}\n`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
