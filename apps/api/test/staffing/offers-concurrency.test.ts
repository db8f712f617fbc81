import { pathOf } from '@careroster/shared/api/contract';
import { API_BASE } from '@careroster/shared/api/envelope';
import { acceptOfferContract, getOfferContract } from '@careroster/shared/api/staffing/offers';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { OFFERS_PER_TIER } from '@careroster/shared/staffing/values';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignments, positionOffers, positions } from '../../src/db/schema';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift } from '../shifts/fixtures';
import { offerTokens, releaseCalls } from './release-fixtures';

/**
 * PGlite runs one transaction at a time, so only PostgreSQL shows the race: every nurse offered a
 * single opening accepts at the same moment, over HTTP.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('concurrent acceptances of one opening on PostgreSQL', () => {
  const t = useTestApp();
  const s = useDemoSessions(t);
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  // Over real HTTP, so the requests race on the server's pool: the URL is still the contract's.
  const urlOf = (contract: typeof acceptOfferContract | typeof getOfferContract, token: string) =>
    `${base}${API_BASE}${pathOf(contract, { token })}`;
  const accept = (token: string) =>
    fetch(urlOf(acceptOfferContract, token), { method: acceptOfferContract.method }).then(async (res) => ({
      status: res.status,
      body: (await res.json()) as { error: { message: string[] } | null },
    }));
  const statusOf = async (token: string) =>
    ((await (await fetch(urlOf(getOfferContract, token))).json()) as { data: { status: string } }).data.status;

  it(`books exactly one of ${OFFERS_PER_TIER} nurses; the rest get 409 and see "filled"`, async () => {
    const shift = await addShift(t, s.sunrise, { daysAhead: 18 });
    const position = await addPosition(t, shift, { jobTitleId: JOB_TITLE_IDS.SC, applicableFor: ['IN'], totalPositions: 1 });
    const staff: Awaited<ReturnType<typeof addNurse>>[] = [];
    for (let i = 0; i < OFFERS_PER_TIER; i += 1) staff.push(await addNurse(t, s.sunrise, { jobTitleId: JOB_TITLE_IDS.SC }));
    expect((await releaseCalls(t, s.admin).start(shift.id, position.id)).statusCode).toBe(200);
    const tokens = [...(await offerTokens(t, staff)).values()];
    expect(tokens).toHaveLength(OFFERS_PER_TIER);

    const results = await Promise.all(tokens.map(accept));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(OFFERS_PER_TIER - 1);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.error!.message).toEqual([productMessages.offerFilled]);
    }
    const booked = await t.deps.db.select().from(assignments).where(eq(assignments.positionId, position.id));
    expect(booked).toHaveLength(1);
    const [stored] = await t.deps.db.select().from(positions).where(eq(positions.id, position.id));
    expect(stored).toMatchObject({ acceptedCount: 1, status: 'FILLED' });
    const offers = await t.deps.db.select().from(positionOffers).where(eq(positionOffers.positionId, position.id));
    expect(offers.filter((o) => o.status === 'ACCEPTED').map((o) => o.employeeId)).toEqual([booked[0]!.employeeId]);
    expect(offers.filter((o) => o.status === 'FILLED')).toHaveLength(OFFERS_PER_TIER - 1);
    const seen = await Promise.all(tokens.map(statusOf));
    expect(seen.filter((status) => status === 'FILLED')).toHaveLength(OFFERS_PER_TIER - 1);
  });
});
