import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { assignments, conversationMembers, conversations, conversationStaffReads, employees, messages, positions, shifts } from '../schema';
import { seededRandom } from './random';

/** Its own generator, so the message rows never shift the ids of what is seeded after them. */
const MESSAGES_SEED = 20261216;
const MINUTE_MS = 60_000;

/**
 * The message center (issue 16) for the demo: in each facility a conversation with one nurse
 * whose two latest replies are unread (the shell's badge shows them), and a group with the crew
 * of the next shift that has two or more booked. No SMS and no links: the nurses are fictional.
 */
export async function seedMessages(tx: DbOrTx, opts: { now: Date; staffUser: Readonly<Record<string, string>> }) {
  const rnd = seededRandom(MESSAGES_SEED);
  const at = (minutesAgo: number) => new Date(opts.now.getTime() - minutesAgo * MINUTE_MS);
  for (const [facilityId, userId] of Object.entries(opts.staffUser).sort(([a], [b]) => a.localeCompare(b))) {
    const [nurse] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.facilityId, facilityId), eq(employees.status, 'ACTIVE'), eq(employees.workerType, 'IN')))
      .orderBy(asc(employees.empId))
      .limit(1);
    if (nurse) {
      const id = rnd.uuid();
      await tx
        .insert(conversations)
        .values({ id, facilityId, directEmployeeId: nurse.id, createdBy: userId, createdAt: at(26 * 60), lastMessageAt: at(12) });
      await tx.insert(conversationMembers).values({ conversationId: id, facilityId, employeeId: nurse.id, lastReadAt: at(24 * 60) });
      const thread = [
        { minutesAgo: 25 * 60, staff: true, body: 'Hi! Could you pick up an extra evening shift next week?' },
        { minutesAgo: 24 * 60, staff: false, body: 'Maybe. Which day?' },
        { minutesAgo: 23 * 60, staff: true, body: 'Thursday, 3 to 11 pm on the second floor.' },
        { minutesAgo: 15, staff: false, body: 'Thursday works for me.' },
        { minutesAgo: 12, staff: false, body: 'Should I bring my own badge?' },
      ];
      await tx.insert(messages).values(
        thread.map((m) => ({
          id: rnd.uuid(),
          conversationId: id,
          facilityId,
          senderKind: m.staff ? ('STAFF' as const) : ('NURSE' as const),
          senderUserId: m.staff ? userId : null,
          senderEmployeeId: m.staff ? null : nurse.id,
          body: m.body,
          createdAt: at(m.minutesAgo),
        })),
      );
      // The staff user read up to the nurse's first answer: her two latest are new.
      await tx.insert(conversationStaffReads).values({ conversationId: id, userId, lastReadAt: at(24 * 60) });
    }

    const [crewShift] = await tx
      .select({ id: shifts.id, title: shifts.title, startDate: shifts.startDate })
      .from(shifts)
      .innerJoin(positions, eq(positions.shiftId, shifts.id))
      .innerJoin(assignments, eq(assignments.positionId, positions.id))
      .where(and(eq(shifts.facilityId, facilityId), gt(shifts.startsAt, opts.now)))
      .groupBy(shifts.id)
      .having(sql`${count(assignments.id)} >= 2`)
      .orderBy(asc(shifts.startsAt), asc(shifts.id))
      .limit(1);
    if (!crewShift) continue;
    const crew = await tx
      .selectDistinct({ employeeId: assignments.employeeId })
      .from(assignments)
      .innerJoin(positions, eq(positions.id, assignments.positionId))
      .where(eq(positions.shiftId, crewShift.id))
      .orderBy(assignments.employeeId);
    const groupId = rnd.uuid();
    await tx.insert(conversations).values({
      id: groupId,
      facilityId,
      title: productMessages.conversationShiftTitle(crewShift.title, formatDate(crewShift.startDate)),
      shiftId: crewShift.id,
      createdBy: userId,
      createdAt: at(3 * 60),
      lastMessageAt: at(3 * 60),
    });
    await tx.insert(conversationMembers).values(crew.map((c) => ({ conversationId: groupId, facilityId, employeeId: c.employeeId })));
    await tx.insert(messages).values({
      id: rnd.uuid(),
      conversationId: groupId,
      facilityId,
      senderKind: 'STAFF',
      senderUserId: userId,
      body: 'Thanks for taking this shift. Please use the staff entrance on the east side; parking is in lot C.',
      createdAt: at(3 * 60),
    });
  }
}
