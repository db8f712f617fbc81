import fs from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
/** The newest dev-outbox mail to `to`, as the server wrote it to DATA_DIR/outbox. */
export async function latestMailTo(to) {
    const dir = path.join(inject('dataDir'), 'outbox');
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
        const files = (await fs.readdir(dir).catch(() => [])).sort().reverse();
        for (const file of files) {
            const text = await fs.readFile(path.join(dir, file), 'utf8');
            if (text.startsWith(`To: ${to}\n`))
                return text;
        }
        await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no mail to ${to} in ${dir} within 10 s`);
}
