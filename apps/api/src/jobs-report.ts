import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { jobsReport } from './platform/jobs/report';

// Operator's view of failed background work: counts and ids, never content (decision 007).
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
try {
  const report = await jobsReport(database.db);
  console.log(
    JSON.stringify(
      { counts: { failedJobs: report.failedJobs.length, undeliveredOutbox: report.undeliveredOutbox.length }, ...report },
      null,
      2,
    ),
  );
} finally {
  await database.close();
}
