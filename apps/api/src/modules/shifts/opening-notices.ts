import { productMessages } from '@careroster/shared/messages';
import type { PushPayload } from '@careroster/shared/push';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { Ctx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { afterCommit } from '../../platform/effects';
import type { JobContext, JobDefinition } from '../../platform/jobs';
import { queueOutbox, type OutboxMessage } from '../../platform/outbox';
import { peopleDirectory } from '../employees';
import { facilityNameOf } from '../facility';
import { employeesWithPhones, nursePushJobPolicy, pushToNursePhones } from '../push';
import { hhmm, type ShiftRow } from './shift-rows';

export const OPENING_NOTICE_JOB = 'shifts.opening-notice';

/** What happened to her shift: its new time, its cancellation, or a swap onto it. */
export type NoticeKind = 'CHANGED' | 'CANCELLED' | 'SWAPPED';

type Shiftish = Pick<ShiftRow, 'id' | 'title' | 'startDate' | 'endDate' | 'startTime' | 'endTime'>;

const jobInput = z.object({ shiftId: z.uuid(), employeeId: z.uuid(), title: z.string().max(500), body: z.string().max(1000) });

/** A day's change worth a buzz for a day; after that the SMS says it. */
const PUSH_OPTIONS = { ttlSeconds: 24 * 60 * 60, urgency: 'high' } as const;

const whenOf = (s: Shiftish) =>
  s.endDate === s.startDate
    ? `${s.startDate} ${hhmm(s.startTime)}–${hhmm(s.endTime)}`
    : `${s.startDate} ${hhmm(s.startTime)} – ${s.endDate} ${hhmm(s.endTime)}`;

/**
 * Tells the nurses a change reached (decision 070), in the change's transaction: an SMS through
 * the outbox to each with a mobile number, and a push to her phones where she has one, as a job
 * after the commit. Neither is sent if the change rolls back.
 */
export async function tellNurses(
  ctx: Ctx,
  tx: DbOrTx,
  facilityId: string,
  notices: readonly { employeeId: string; kind: NoticeKind; shift: Shiftish }[],
): Promise<void> {
  if (notices.length === 0) return;
  const facility = (await facilityNameOf(tx, facilityId)) ?? '';
  const people = peopleDirectory(tx);
  const ids = [...new Set(notices.map((n) => n.employeeId))];
  const rows = await tx
    .select({ id: people.id, firstName: people.firstName, countryCode: people.countryCode, mobile: people.mobile })
    .from(people)
    .where(and(eq(people.facilityId, facilityId), inArray(people.id, ids)));
  const person = new Map(rows.map((r) => [r.id, r]));
  const phones = await employeesWithPhones(tx, ids, ctx.deps.clock.now());
  const texts: OutboxMessage[] = [];
  const after = afterCommit(tx);
  for (const n of notices) {
    const p = person.get(n.employeeId);
    if (!p) continue;
    const when = whenOf(n.shift);
    const title = n.kind === 'CANCELLED' ? productMessages.openingCancelledTitle(facility) : productMessages.openingChangedTitle(facility);
    const text =
      n.kind === 'CANCELLED'
        ? productMessages.openingCancelledText(p.firstName, facility, n.shift.title, when)
        : n.kind === 'SWAPPED'
          ? productMessages.openingSwappedText(p.firstName, facility, n.shift.title, when)
          : productMessages.openingChangedText(p.firstName, facility, n.shift.title, when);
    if (p.mobile) texts.push({ to: `${p.countryCode ?? ''}${p.mobile}`, channel: 'SMS', subject: title, text });
    if (phones.has(n.employeeId)) {
      after.trigger(OPENING_NOTICE_JOB, { shiftId: n.shift.id, employeeId: n.employeeId, title, body: text });
    }
  }
  await queueOutbox(tx, texts);
}

/** `shifts.opening-notice`: one nurse's push of a change to her shift. */
export function openingNoticeJob(deps: () => Deps): JobDefinition {
  return { name: OPENING_NOTICE_JOB, ...nursePushJobPolicy, handler: async (data, job) => notify(deps(), data, job) };
}

async function notify(deps: Deps, data: object, job: JobContext) {
  const parsed = jobInput.safeParse(data);
  if (!parsed.success) return job.log.warn({ code: 'BAD_JOB_DATA' }, 'opening push skipped');
  const { shiftId, employeeId, title, body } = parsed.data;
  // The shift is the notification's tag: a second change replaces the first on her phone. The
  // click opens the app's start: her time-clock link is hers alone and is not kept in clear.
  const payload: PushPayload = { id: shiftId, title, body, type: 'OPENING', type_id: shiftId, url: '/' };
  const { retry } = await pushToNursePhones(deps, job, { employeeId, logFields: { shiftId } }, payload, PUSH_OPTIONS);
  if (retry) throw new Error('PUSH_RETRY');
}
