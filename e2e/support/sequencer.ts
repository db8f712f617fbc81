import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order of the browser files. A worker's files share its server (global-setup.ts), so a file
 * that moves that server's clock forward for good (the test clock never runs back) goes last:
 * a file after it on the same server would build its shifts around a "now" two hours behind the
 * server's, and be refused as already ended. A file that mostly waits for a job's cron minute
 * goes first, while the other worker keeps the cores busy, instead of trailing the suite.
 */
const first = ['tests/missed-punches.test.ts'];
// records-pay moves its server's clock two weeks on: it goes after release, whose shifts are two hours ahead.
const last = ['tests/release.test.ts', 'tests/records-pay.test.ts'];

export class BrowserFileOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isIn = (list: string[]) => (file: TestSpecification) => list.some((path) => file.moduleId.endsWith(path));
    const head = sorted.filter(isIn(first));
    const tail = last.flatMap((path) => sorted.filter((file) => file.moduleId.endsWith(path)));
    return [...head, ...sorted.filter((file) => !head.includes(file) && !tail.includes(file)), ...tail];
  }
}
