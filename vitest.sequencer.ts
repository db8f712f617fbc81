import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that spend most of their time waiting (pg-boss's cron minutes, retry back-off, a server cut
 * off and brought back). Vitest queues projects one after another and, on a clean clone, larger
 * files first, so these small files started late and their minutes of waiting trailed the suite.
 * They are spread through the start of the queue instead, one among every few busy files: all of
 * them first would hold every worker waiting at once. The longest waits come first in the list, and
 * start first: a two-minute wait that started late was the suite's last minutes. A speed hint only:
 * any file may be missing.
 */
const mostlyWaiting = [
  // The job tests that waited for minutes left this list with decision 058: their retries and
  // delayed jobs no longer wait for pg-boss's 30 s notify poll, nor the cron test for real minutes.
  'apps/api/test/reliability/database-outage.test.ts',
  'apps/api/test/two-instances.test.ts',
];

/** How many busy files run between two waiting ones, with the suite's three workers. */
const SPACING = 6;

export class WaitingFilesSpread extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => mostlyWaiting.findIndex((path) => file.moduleId.endsWith(path));
    const waits = (file: TestSpecification) => rank(file) >= 0;
    const waiting = sorted.filter(waits).sort((a, b) => rank(a) - rank(b));
    const busy = sorted.filter((file) => !waits(file));
    return busy.flatMap((file, i) => (i % SPACING === 0 && waiting.length > 0 ? [waiting.shift()!, file] : [file])).concat(waiting);
  }
}
