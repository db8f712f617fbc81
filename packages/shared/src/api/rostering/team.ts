import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { productMessages } from '../../messages';
import { TEAM_SIZE_MAX } from '../../rostering/facility-problem';
import { defineContract } from '../contract';
import { weekStartDate } from '../staffing/roster';

/**
 * A unit's roster team (issue 29): the core staff the roster builder assigns, each on a contract
 * and optionally following a rotation from a date. A person is on one unit's team at most; staff
 * belong to no unit otherwise (decision 071), so this is where "the unit's own staff" is said.
 */
export const teamMember = z.object({
  employee_id: z.uuid(),
  name: z.string(),
  job_title: z.string(),
  job_title_id: z.uuid(),
  /** Only active staff are rostered; an inactive member stays listed so she can be removed. */
  active: z.boolean(),
  contract_id: z.uuid(),
  rotation_id: z.uuid().nullable(),
  rotation_start: calendarDate.nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamParams = z.object({ unitId: z.uuid() });

export const getTeamContract = defineContract({
  method: 'GET',
  path: '/facilities/roster/teams/:unitId',
  params: teamParams,
  answer: z.object({ unit_id: z.uuid(), members: z.array(teamMember) }),
});

export const teamMemberBody = z
  .object({
    employee_id: z.uuid(),
    contract_id: z.uuid({ error: productMessages.required('Contract') }),
    rotation_id: z.uuid().nullable().default(null),
    /** The Sunday the rotation's first week starts on: its cycle is whole weeks from Sunday. */
    rotation_start: weekStartDate.nullable().default(null),
  })
  .refine((m) => m.rotation_id === null || m.rotation_start !== null, {
    error: productMessages.required('Rotation start'),
    path: ['rotation_start'],
  });

/** The unit's whole team; a person on another unit's team is refused (422, naming that unit). */
export const saveTeamBody = z
  .object({ members: z.array(teamMemberBody).max(TEAM_SIZE_MAX, productMessages.rosterTeamTooLarge(TEAM_SIZE_MAX)) })
  .refine((b) => new Set(b.members.map((m) => m.employee_id)).size === b.members.length, {
    error: productMessages.rosterTeamDuplicate,
    path: ['members'],
  });
export type SaveTeamBody = z.input<typeof saveTeamBody>;

export const saveTeamContract = defineContract({
  method: 'PUT',
  path: '/facilities/roster/teams/:unitId',
  params: teamParams,
  body: saveTeamBody,
  answer: z.object({ message: z.string(), unit_id: z.uuid(), members: z.array(teamMember) }),
});
