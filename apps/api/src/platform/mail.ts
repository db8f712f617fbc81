import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * Without SMTP_URL, mail lands in the `outbox` table and as a file in DATA_DIR/outbox, and the
 * server logs where, so a newcomer can follow a reset link locally. The log line names the file,
 * never the link: links carry tokens.
 */
export function outboxMailer(db: Db, dir: string, log: (msg: string) => void): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${row!.id}.txt`);
      await fs.writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, { mode: 0o600 });
      log(`mail to the dev outbox: ${file}`);
    },
  };
}
