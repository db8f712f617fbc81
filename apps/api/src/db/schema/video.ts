import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { videoCallStatuses } from '@careroster/shared/api/video/video-call';
import { createdAtColumn, idColumn } from './columns';
import { facilities, users } from './core';
import { nurses } from './workforce';

export const videoCallStatusEnum = pgEnum('video_call_status', videoCallStatuses);

/**
 * A call between a facility user and a nurse (spec 000 video call). The room is bound to this
 * facility, caller and nurse. Each party holds a random token of its own; only their sha256 is
 * kept. The nurse's arrives in a join link that works once and expires after 15 minutes or when
 * the call ends.
 */
export const videoCalls = pgTable(
  'video_calls',
  {
    id: idColumn(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    callerId: uuid('caller_id').references(() => users.id, { onDelete: 'set null' }),
    nurseId: uuid('nurse_id')
      .notNull()
      .references(() => nurses.id, { onDelete: 'cascade' }),
    roomName: text('room_name').notNull(),
    status: videoCallStatusEnum('status').notNull().default('RINGING'),
    callerTokenHash: text('caller_token_hash').notNull(),
    nurseTokenHash: text('nurse_token_hash'),
    joinTokenHash: text('join_token_hash').notNull(),
    joinExpiresAt: timestamp('join_expires_at', { withTimezone: true }).notNull(),
    joinUsedAt: timestamp('join_used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('video_calls_room_key').on(t.roomName),
    uniqueIndex('video_calls_join_token_key').on(t.joinTokenHash),
    index('video_calls_facility_nurse_idx').on(t.facilityId, t.nurseId, t.createdAt.desc()),
  ],
);
