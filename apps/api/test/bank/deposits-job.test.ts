import fs from 'node:fs/promises';
import path from 'node:path';
import { addBankAccountContract } from '@careroster/shared/api/bank/add-bank-account';
import { getBankAccountContract } from '@careroster/shared/api/bank/get-bank-account';
import { verifyDepositsContract } from '@careroster/shared/api/bank/verify-deposits';
import { listNotificationsContract } from '@careroster/shared/api/notifications/notifications';
import { productMessages } from '@careroster/shared/messages';
import { expect, it } from 'vitest';
import { demoUsers } from '../../src/db/seed/demo';
import { fastJobTuning } from '../helpers/jobs';
import { bearer, useDemoSessions, useTestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/wait';

const t = useTestApp({ config: { jobs: true, bankDepositDelaySeconds: 2 }, app: { jobs: { tuning: fastJobTuning } } });
const s = useDemoSessions(t);

it('adds an account, the deposits arrive through the job with a BANK notification and a statement, and their amounts verify it', async () => {
  const owner = bearer((await t.login(demoUsers.owner)).token, s.sunrise);
  const get = async () => (await t.call(getBankAccountContract, { headers: s.admin })).data.account!;
  const added = await t.call(addBankAccountContract, {
    body: { holder_name: 'Sunrise Care Center LLC', routing_number: '121000358', account_number: '77001234', account_type: 'SAVINGS' },
    headers: { ...s.admin, 'idempotency-key': 'bank-add-1' },
  });
  expect(added.statusCode, added.body).toBe(200);
  expect(added.data.account!.status).toBe('PENDING_DEPOSITS');

  await waitFor('the deposits to arrive', async () => (await get()).status === 'AWAITING_VERIFICATION');
  const notices = await t.call(listNotificationsContract, { query: { page_size: 5 }, headers: owner });
  expect(notices.body).toContain(productMessages.bankDepositsArrivedBody('1234'));

  const outbox = path.join(t.dataDir, 'outbox');
  const statementFile = (await fs.readdir(outbox)).find((f) => f.endsWith('-bank-statement.txt'));
  const statement = await fs.readFile(path.join(outbox, statementFile!), 'utf8');
  expect(statement).toContain('****1234');
  expect(statement).not.toContain('77001234');
  const amounts = [...statement.matchAll(/\+\$(0\.0\d)/g)].map((m) => Number(m[1]));
  expect(amounts).toHaveLength(2);

  const verified = await t.call(verifyDepositsContract, { body: { amount1: amounts[0]!, amount2: amounts[1]! }, headers: s.admin });
  expect(verified.statusCode, verified.body).toBe(200);
  expect((await get()).status).toBe('VERIFIED');
});
