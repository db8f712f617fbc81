import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { OutboxPriority } from './outbox';
import { withSecrets } from './outbox-secrets';

export type Mail = { to: string; subject: string; text: string; html?: string };

/** What a service hands the queue: the mail, the link tokens in it and how soon it must leave (decision 037). */
export type QueuedMail = Mail & { secrets?: string[]; priority?: OutboxPriority };

/** Services send mail through this; what delivers it is the outbox dispatcher's transport. */
export interface Mailer {
  /** `ref` names the message in files and logs (the outbox row id); never part of the content. */
  send(mail: QueuedMail, ref?: string): Promise<void>;
  readonly kind: 'smtp' | 'outbox' | 'queue';
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
    },
  };
}

const fileStamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Writes one message as a file, readable by its owner only; the log line names the file, never its content. */
export async function writeOutboxFile(dir: string, name: string, content: string, log: (msg: string) => void) {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${fileStamp()}-${name}.txt`);
  await fs.writeFile(file, content, { mode: 0o600 });
  log(`${name.endsWith('-sms') ? 'SMS' : 'mail'} to the dev outbox: ${file}`);
}

/**
 * Without SMTP_URL, the dispatcher delivers mail as a file in DATA_DIR/outbox and logs where, so a
 * newcomer can follow a reset link locally. The log line names the file, never the link: links
 * carry tokens.
 */
export function devOutboxMailer(dir: string, log: (msg: string) => void): Mailer {
  return {
    kind: 'outbox',
    async send(mail, ref = randomUUID()) {
      await writeOutboxFile(dir, ref, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, log);
    },
  };
}

/**
 * What services hold as `deps.mailer`: it writes the mail to the `outbox` table and asks for a
 * dispatch; the dispatcher job sends it, retries it and marks it sent (decision 007).
 */
export function queueMailer(db: Db, afterQueued: (priority: OutboxPriority) => Promise<void>): Mailer {
  return {
    kind: 'queue',
    async send({ secrets, priority = 'NORMAL', ...mail }) {
      await db.insert(outbox).values({ ...(secrets ? withSecrets(mail, ...secrets) : mail), channel: 'EMAIL', priority });
      await afterQueued(priority);
    },
  };
}
