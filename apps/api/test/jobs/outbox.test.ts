import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { forgotPasswordContract } from '@careroster/shared/api/auth/forgot-password';
import { createWalkInInviteContract } from '@careroster/shared/api/employees/walk-in-invites';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { eq, inArray, like } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { jobsReport } from '../../src/platform/jobs/report';
import type { Mailer } from '../../src/platform/mail';
import { dispatchOutbox, OUTBOX_DISPATCH_JOB, type SmsSender } from '../../src/platform/outbox';
import { bearer, useTestApp } from '../helpers/test-app';
import { dataOf } from '../helpers/contract-call';
import { waitFor } from '../helpers/wait';
import { fastJobTuning } from '../helpers/jobs';

/** A local SMTP stand-in: accepts every recipient but `bounce@...`, and keeps what it received. */
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, done) {
    if (address.address.startsWith('bounce@')) done(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
    else done();
  },
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
      done();
    });
  },
});

beforeAll(() => new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));
// After the SMTP server's hooks: the app starts once the server listens and closes before it (afterAll runs last-registered first).
const t = useTestApp(() => ({
  config: { jobs: true, smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true` },
  app: { jobs: { tuning: fastJobTuning } },
}));

const rowOf = async (id: string) => (await t.deps.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe('outbox dispatcher', () => {
  it('sends the password-reset mail over SMTP and marks the row SENT', async () => {
    dataOf(await t.call(forgotPasswordContract, { body: { email: demoUsers.admin } }));
    const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.to, demoUsers.admin));
    const sent = await waitFor('the reset mail to be sent', async () => {
      const r = await rowOf(row!.id);
      return r.status === 'SENT' ? r : undefined;
    });
    expect(sent).toMatchObject({ attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    const mail = received.find((m) => m.to.includes(demoUsers.admin));
    // Quoted-printable: soft line breaks undone.
    expect(mail?.raw.replace(/=\r?\n/g, '')).toMatch(/https:\/\/careroster\.test\/set-password\/[0-9a-f-]{36}\/[\w-]{43}/);
  });

  it('sends walk-in SMS through the development sender, as a file in DATA_DIR/outbox', async () => {
    const headers = bearer((await t.login(demoUsers.admin)).token, await t.sunriseId());
    const { url } = dataOf(
      await t.call(createWalkInInviteContract, {
        body: { first_name: 'Olive', last_name: 'Outbox', mobile: '+1(312) 555-7001', job_title_id: JOB_TITLE_IDS.CNA },
        headers,
      }),
    );
    const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.to, '+13125557001'));
    await waitFor('the SMS to be sent', async () => (await rowOf(row!.id)).status === 'SENT');
    const dir = path.join(t.dataDir, 'outbox');
    const file = (await fs.readdir(dir)).find((f) => f.includes(`${row!.id}-sms`));
    const text = await fs.readFile(path.join(dir, file!), 'utf8');
    expect(text).toContain('To: +13125557001');
    expect(text).toContain(url);
    // Not through SMTP.
    expect(received.some((m) => m.to.includes('+13125557001'))).toBe(false);
  });

  it('retries a refused mail with back-off, then marks it FAILED with a log line of ids and code only', async () => {
    await t.deps.mailer.send({ to: 'bounce@nowhere.example', subject: 'Private subject', text: 'Private body' });
    const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.to, 'bounce@nowhere.example'));
    const id = row!.id;
    const settled = () =>
      t.logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.outboxId === id && typeof l.attempts === 'number').length;
    for (let attempt = 1; attempt <= 10; attempt++) {
      await waitFor(`attempt ${attempt} to settle`, async () => settled() >= attempt);
      const r = await rowOf(id);
      if (r.status === 'FAILED') break;
      expect(r).toMatchObject({ status: 'PENDING', attempts: attempt, lastError: 'EENVELOPE_550' });
      // Skip the back-off instead of waiting it out, then ask for a dispatch.
      await t.deps.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outbox.id, id));
      await t.deps.jobs.trigger(OUTBOX_DISPATCH_JOB);
    }
    expect(await rowOf(id)).toMatchObject({ status: 'FAILED', attempts: 5, lastError: 'EENVELOPE_550', sentAt: null });

    const lines = t.logs.map((l) => JSON.parse(l) as Record<string, unknown>);
    const failed = lines.filter((l) => l.outboxId === id && l.msg === 'outbox: message failed, no attempts left');
    expect(failed).toEqual([expect.objectContaining({ level: 50, code: 'EENVELOPE_550', jobId: expect.any(String) })]);
    expect(lines.filter((l) => l.outboxId === id && l.msg === 'outbox: send failed, will retry')).toHaveLength(4);
    const all = t.logs.join('\n');
    for (const secret of ['bounce@nowhere.example', 'Private subject', 'Private body']) expect(all).not.toContain(secret);

    const report = await jobsReport(t.deps.db);
    expect(report.undeliveredOutbox).toContainEqual(expect.objectContaining({ id, status: 'FAILED', attempts: 5 }));
    expect(JSON.stringify(report)).not.toContain('nowhere.example');
  });

  it.runIf(process.env.TEST_DB === 'postgres')('never sends a row twice when dispatchers run at once', async () => {
    const addresses = Array.from({ length: 60 }, (_, i) => `twice${i}@example.test`);
    await t.deps.db.insert(outbox).values(addresses.map((to) => ({ to, subject: 'Hello', text: 'Hi', channel: 'EMAIL' })));
    const deliveries: string[] = [];
    const slowMailer = (): Mailer => ({
      kind: 'smtp',
      async send(mail) {
        await new Promise((r) => setTimeout(r, 5));
        deliveries.push(mail.to);
      },
    });
    const sms: SmsSender = { kind: 'none', send: async () => undefined };
    const policy = {
      batch: 5,
      maxAttempts: 5,
      firstDelaySeconds: 60,
      maxDelaySeconds: 3600,
      leaseSeconds: 300,
      secretRetentionSeconds: 3600,
    };
    // Three at once: two here and the app's own job, woken by the trigger.
    await Promise.all([
      dispatchOutbox(t.deps.db, { mailer: slowMailer(), sms }, t.app.log, 'test-a', policy),
      dispatchOutbox(t.deps.db, { mailer: slowMailer(), sms }, t.app.log, 'test-b', policy),
      t.deps.jobs.trigger(OUTBOX_DISPATCH_JOB),
    ]);
    await waitFor('every row to be sent', async () => {
      const rows = await t.deps.db.select({ status: outbox.status }).from(outbox).where(inArray(outbox.to, addresses));
      return rows.every((r) => r.status === 'SENT');
    });
    const viaSmtp = received.flatMap((m) => m.to).filter((to) => to.startsWith('twice'));
    const all = [...deliveries, ...viaSmtp].sort();
    expect(all).toEqual([...addresses].sort());
    const rows = await t.deps.db.select({ attempts: outbox.attempts }).from(outbox).where(like(outbox.to, 'twice%'));
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });
});
