import { facilityOf, userOf, type Ctx } from '../../platform/context';
import type { NurseScope } from './nurse-tokens';

/**
 * Who reads or writes a conversation: one of the facility's staff (its inbox is shared, its unread
 * marks are per user), or a nurse through her message-center token. A nurse sees the staff's
 * messages and her own, never another nurse's (decision 033): a group is the facility talking to
 * a crew, not a chat room that shares the nurses' words with each other.
 */
export type StaffViewer = { kind: 'STAFF'; facilityId: string; userId: string };
export type NurseViewer = { kind: 'NURSE'; facilityId: string; facilityName: string; employeeId: string };
export type Viewer = StaffViewer | NurseViewer;

export const staffViewer = (ctx: Ctx): StaffViewer => ({ kind: 'STAFF', facilityId: facilityOf(ctx).id, userId: userOf(ctx).id });

export const nurseViewer = (scope: NurseScope): NurseViewer => ({
  kind: 'NURSE',
  facilityId: scope.facilityId,
  facilityName: scope.facilityName,
  employeeId: scope.employeeId,
});
