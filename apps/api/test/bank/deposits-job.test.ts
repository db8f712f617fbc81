import fs from 'node:fs/promises';
import path from 'node:path';
import { productMessages } from '@careroster/shared/messages';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoUsers } from '../../src/db/seed/demo';
import { fastJobTuning } from '../helpers/jobs';
import { api, bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/wait';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { jobs: true, bankDepositDelaySeconds: 2 }, app: { jobs: { tuning: fastJobTuning } } });
}, 120_000);
afterAll(() => t.close());

type Account = { id: string; status: string; deposits_arrived: boolean; attempts_left: number };

it('adds an account, the deposits arrive through the job with a BANK notification and a statement, and their amounts verify it', async () => {
  const sunrise = await t.sunriseId();
  const admin = bearer((await t.login(demoUsers.admin)).token, sunrise);
  const owner = bearer((await t.login(demoUsers.owner)).token, sunrise);
  const get = async () =>
    (await t.app.inject({ method: 'GET', url: api('/facilities/bank-account'), headers: admin })).json<{ data: { account: Account } }>().data.account;
  const added = await t.app.inject({
    method: 'POST',
    url: api('/facilities/bank-account'),
    headers: { ...admin, 'idempotency-key': 'bank-add-1' },
    payload: { holder_name: 'Sunrise Care Center LLC', routing_number: '121000358', account_number: '77001234', account_type: 'SAVINGS' },
  });
  expect(added.statusCode, added.body).toBe(200);
  expect(added.json<{ data: { account: Account } }>().data.account.status).toBe('PENDING_DEPOSITS');

  await waitFor('the deposits to arrive', async () => (await get()).status === 'AWAITING_VERIFICATION');
  const notices = await t.app.inject({ method: 'GET', url: api('/facilities/notifications?limit=5'), headers: owner });
  expect(notices.body).toContain(productMessages.bankDepositsArrivedBody('1234'));

  const outbox = path.join(t.dataDir, 'outbox');
  const statementFile = (await fs.readdir(outbox)).find((f) => f.endsWith('-bank-statement.txt'));
  const statement = await fs.readFile(path.join(outbox, statementFile!), 'utf8');
  expect(statement).toContain('****1234');
  expect(statement).not.toContain('77001234');
  const amounts = [...statement.matchAll(/\+\$(0\.0\d)/g)].map((m) => Number(m[1]));
  expect(amounts).toHaveLength(2);

  const verified = await t.app.inject({
    method: 'POST',
    url: api('/facilities/fund-deposit'),
    headers: admin,
    payload: { amount1: amounts[0], amount2: amounts[1] },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  expect((await get()).status).toBe('VERIFIED');
});
