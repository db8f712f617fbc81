import type { notifications } from '../schema';
import type { Random } from '../seed/random';

export type NewNotification = typeof notifications.$inferInsert & { id: string };

export function buildNotification(
  rnd: Random,
  overrides: Pick<NewNotification, 'facilityId' | 'userId' | 'type' | 'title' | 'body'> & Partial<NewNotification>,
): NewNotification {
  return { id: rnd.uuid(), typeId: null, nurseId: null, isRead: false, ...overrides };
}
