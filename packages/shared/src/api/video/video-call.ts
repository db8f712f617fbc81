import { z } from 'zod';
import { CALL_SIGNAL_MAX_BYTES } from '../../constants';
import { defineContract } from '../contract';
import { linkToken } from '../link-token';
import { productMessages } from '../../messages';

/** A room's life: RINGING until the nurse joins, then CONNECTED, then ENDED; CANCELLED when nobody answered or the caller gave up. */
export const videoCallStatuses = ['RINGING', 'CONNECTED', 'ENDED', 'CANCELLED'] as const;
export type VideoCallStatus = (typeof videoCallStatuses)[number];

/** spec 000: POST facilities/credential/video-call {nurse} -> success, data.token, data.room_name. */
export const startVideoCallBody = z.object({ nurse: z.uuid() });
export const startVideoCallAnswer = z.object({ token: z.string(), room_name: z.string() });
export const startVideoCallContract = defineContract({
  method: 'POST',
  path: '/facilities/credential/video-call',
  body: startVideoCallBody,
  answer: startVideoCallAnswer,
});

/** spec 000: POST facilities/credential/video-call/{room}/CANCELLED, when not answered or abandoned. */
export const videoCallRoomParams = z.object({ room: z.string().min(1).max(64) });
export const videoCallStateAnswer = z.object({ room_name: z.string(), status: z.enum(videoCallStatuses) });
export const cancelVideoCallContract = defineContract({
  method: 'POST',
  path: '/facilities/credential/video-call/:room/CANCELLED',
  params: videoCallRoomParams,
  answer: videoCallStateAnswer,
});

/** The nurse's call history on the nurse and employee detail pages. */
export const videoCallRecordSchema = z.object({
  id: z.uuid(),
  room_name: z.string(),
  status: z.enum(videoCallStatuses),
  caller_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  connected_at: z.iso.datetime().nullable(),
  ended_at: z.iso.datetime().nullable(),
});
export type VideoCallRecord = z.infer<typeof videoCallRecordSchema>;
export const listVideoCallsContract = defineContract({
  method: 'GET',
  path: '/facilities/nurses/:nurseId/video-calls',
  params: z.object({ nurseId: z.uuid() }),
  answer: z.array(videoCallRecordSchema),
});

/** Public: the nurse opens the join link; the link's token is exchanged, once, for the nurse's call token. */
export const joinVideoCallParams = z.object({ token: linkToken(productMessages.videoCallLinkInvalid) });
export const joinVideoCallAnswer = z.object({
  token: z.string(),
  room_name: z.string(),
  caller_name: z.string(),
  facility_name: z.string(),
});
export const joinVideoCallContract = defineContract({
  method: 'POST',
  path: '/video-call/:token',
  params: joinVideoCallParams,
  answer: joinVideoCallAnswer,
});

/*
 * Signalling on the live socket (decision 017). A call socket sends `call.join` with its party's
 * token instead of `auth`; the server then relays `call.signal` only to the other party of that
 * room. "Perfect negotiation": the nurse is the polite peer.
 */
const sdp = z.object({ type: z.enum(['offer', 'answer', 'rollback']), sdp: z.string().max(CALL_SIGNAL_MAX_BYTES).optional() });
const candidate = z
  .object({
    candidate: z.string().max(1024),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  })
  .nullable();
export const callSignal = z.object({ description: sdp.optional(), candidate: candidate.optional() });
export type CallSignal = z.infer<typeof callSignal>;

export const callClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('call.join'), token: linkToken(productMessages.videoCallLinkInvalid) }),
  z.object({ type: z.literal('call.signal'), signal: callSignal }),
  z.object({ type: z.literal('call.hangup') }),
]);
export type CallClientMessage = z.infer<typeof callClientMessage>;

export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

export const callServerMessage = z.discriminatedUnion('type', [
  /** Joined: which party this is, whether it is the polite peer, the ICE servers and whether the other party is here. */
  z.object({
    type: z.literal('call.ready'),
    role: z.enum(['caller', 'nurse']),
    polite: z.boolean(),
    peer_present: z.boolean(),
    ice_servers: z.array(iceServerSchema),
  }),
  z.object({ type: z.literal('call.peer'), present: z.boolean() }),
  z.object({ type: z.literal('call.signal'), signal: callSignal }),
  z.object({ type: z.literal('call.ended'), status: z.enum(['ENDED', 'CANCELLED']) }),
]);
export type CallServerMessage = z.infer<typeof callServerMessage>;
