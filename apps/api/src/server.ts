import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { syncJobTitles } from './db/job-titles';
import { migrate } from './db/migrate';
import { RESEAL_JOB } from './platform/crypto/sealed-columns';
import { seedDemoIfEmpty } from './db/seed/demo';
import { writeDemoDocuments } from './db/seed/demo-files';
import { writeDemoPunchPhotos } from './db/seed/demo-timekeeping';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await migrate(database);
await syncJobTitles(database.db);
const { app, deps } = await buildApp({ config, database });
if (config.seedDemo) {
  const seeded = await seedDemoIfEmpty(database.db, deps.secrets);
  if (seeded) {
    await writeDemoDocuments(database.db, deps.files);
    await writeDemoPunchPhotos(database.db, deps.files);
    app.log.info('demo data seeded (first start)');
  }
}

// After a DATA_KEY rotation the old values move to the new key in the background (decision 024).
await deps.jobs.trigger(RESEAL_JOB);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'draining requests and closing');
  // app.close() stops accepting, waits for in-flight requests and running jobs (pg-boss stops in an
  // onClose hook), then the database closes last.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const url = config.publicUrl;
const db = database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL';
console.log(`\nCareRoster is running at ${url} (database: ${db}).`);
if (config.seedDemo) {
  console.log('Demo sign-in: admin@sunrise.example / CareRoster!2026 (also owner@sunrise.example, manager@maple.example)');
}
if (!config.smtpUrl) console.log(`Mail goes to the dev outbox: ${path.join(config.dataDir, 'outbox')}`);
