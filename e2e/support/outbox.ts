import fs from 'node:fs/promises';
import path from 'node:path';
import { thisServer } from './server';

/** How long the dispatcher job may take to write a mail on a loaded machine: a limit for a hang, not a budget. */
const MAIL_WAIT_MS = 120_000;

/** The newest dev-outbox mail to `to`, as the outbox dispatcher wrote it to DATA_DIR/outbox. */
export async function latestMailTo(to: string): Promise<string> {
  const dir = path.join(thisServer().dataDir, 'outbox');
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const text = await fs.readFile(path.join(dir, file), 'utf8');
      if (text.startsWith(`To: ${to}\n`)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} in ${dir} within ${MAIL_WAIT_MS / 1000} s`);
}

/** Every link matching `pattern` (with one capture group) that the dev outbox holds now. */
export async function linksIn(pattern: RegExp): Promise<Set<string>> {
  const dir = path.join(thisServer().dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
  return new Set(texts.flatMap((t) => pattern.exec(t)?.[1] ?? []));
}

/**
 * The first link matching `pattern` that is not in `skip`, waiting for it: take `linksIn` before
 * the action that sends one, and pass it here (file names do not sort by time).
 */
export async function latestLinkIn(pattern: RegExp, skip: ReadonlySet<string> = new Set()): Promise<string> {
  const dir = path.join(thisServer().dataDir, 'outbox');
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const found = pattern.exec(await fs.readFile(path.join(dir, file), 'utf8'))?.[1];
      if (found && !skip.has(found)) return found;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no link like ${String(pattern)} in ${dir} within ${MAIL_WAIT_MS / 1000} s`);
}
