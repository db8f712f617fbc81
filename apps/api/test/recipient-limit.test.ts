import { createWalkInInviteContract } from '@careroster/shared/api/employees/walk-in-invites';
import { sendTimeClockLinkContract } from '@careroster/shared/api/timekeeping/time-clock/time-clock-link';
import { startVideoCallContract } from '@careroster/shared/api/video/video-call';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nurses, outbox, videoCalls } from '../src/db/schema';
import { recipientLimit } from '../src/platform/recipient-limit';
import { addNurse } from './shifts/fixtures';
import { useDemoSessions, useTestApp } from './helpers/test-app';

const t = useTestApp();
const s = useDemoSessions(t);

/** A nurse of Sunrise with a mobile and a mail address, and where her messages go. */
async function reachableNurse(email: string) {
  const employee = await addNurse(t, s.sunrise);
  const [nurse] = await t.deps.db.update(nurses).set({ email }).where(eq(nurses.id, employee.nurseId)).returning();
  return { employee, nurse: nurse!, phone: `${nurse!.countryCode}${nurse!.mobile}` };
}

const sentTo = async (to: string, channel: 'SMS' | 'EMAIL') =>
  (
    await t.deps.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.channel, channel)))
  ).length;

/** Thirty clicks one after the other: the answers' status codes. */
async function thirtyTimes(call: () => Promise<{ statusCode: number; json: () => unknown }>) {
  const answers = [];
  for (let i = 0; i < 30; i++) answers.push(await call());
  return answers;
}

describe('messages to one person', () => {
  it(`30 "resend time-clock link" send her ${recipientLimit.max} SMS and mails; the rest are refused with 429 and nothing saved`, async () => {
    const { employee, phone, nurse } = await reachableNurse('resend.limit@nurse.example');
    const answers = await thirtyTimes(() => t.call(sendTimeClockLinkContract, { params: { employeeId: employee.id }, headers: s.admin }));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(recipientLimit.max);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.every((a) => a.statusCode === 429)).toBe(true);
    expect(refused[0]!.json()).toMatchObject({
      success: false,
      statusCode: 429,
      error: { message: [productMessages.recipientMessageLimit] },
    });
    expect(await sentTo(phone, 'SMS')).toBe(recipientLimit.max);
    expect(await sentTo(nurse.email!, 'EMAIL')).toBe(recipientLimit.max);

    // Another nurse is not held back by her.
    const other = await reachableNurse('other.nurse@nurse.example');
    expect((await t.call(sendTimeClockLinkContract, { params: { employeeId: other.employee.id }, headers: s.admin })).statusCode).toBe(200);
  });

  it(`30 "start video call" send her ${recipientLimit.max} invitations; the rest are refused with 429 and open no room`, async () => {
    const { employee, phone, nurse } = await reachableNurse('video.limit@nurse.example');
    const answers = await thirtyTimes(() => t.call(startVideoCallContract, { body: { nurse: employee.nurseId }, headers: s.admin }));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(recipientLimit.max);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(30 - recipientLimit.max);
    expect(await sentTo(phone, 'SMS')).toBe(recipientLimit.max);
    expect(await sentTo(nurse.email!, 'EMAIL')).toBe(recipientLimit.max);
    expect(await t.deps.db.$count(videoCalls, eq(videoCalls.nurseId, employee.nurseId))).toBe(recipientLimit.max);
  });

  it(`30 walk-in invitations to one mobile send ${recipientLimit.max} SMS`, async () => {
    const body = { first_name: 'Walk', last_name: 'In', mobile: '+1(813) 555-0199', job_title_id: JOB_TITLE_IDS.CNA };
    const answers = await thirtyTimes(() => t.call(createWalkInInviteContract, { body, headers: s.admin }));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(recipientLimit.max);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(30 - recipientLimit.max);
    expect(await sentTo('+18135550199', 'SMS')).toBe(recipientLimit.max);
  });
});
