import {
  nurseInboxContract,
  nurseMarkReadContract,
  nurseMessagesContract,
  nurseSendMessageContract,
  tradeDeviceForMessageTokenContract,
} from '@careroster/shared/api/messages/nurse';
import {
  createConversationContract,
  getConversationContract,
  listConversationsContract,
  listMessagesContract,
  markConversationReadContract,
  revokeMessageAccessContract,
  sendMessageContract,
  unreadMessagesContract,
} from '@careroster/shared/api/messages/staff';
import { TIME_CLOCK_DEVICE_HEADER } from '@careroster/shared/api/timekeeping/time-clock/device';
import { MESSAGE_TOKEN_HEADER } from '@careroster/shared/messaging/values';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { createConversation, getConversation, listConversations, unreadMessages } from './conversations';
import { listMessages, markRead, sendMessage } from './messages';
import { nurseInbox } from './nurse-inbox';
import { nurseScope, revokeMessageAccess, tradeDeviceForMessageToken } from './nurse-tokens';
import { nurseViewer, staffViewer } from './viewer';

const tags = ['messages'];
const staff = { access: { kind: 'facility', permission: 'messages:send' }, tags } as const;
// Public and guessable only by brute force: each address is rate-limited, as the time clock is.
const nurse = { access: { kind: 'public' }, linkFamily: 'nurse-messages', tags } as const;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length <= 128 ? value : undefined;
};

/** The nurse's token, checked; her page's address carries it, so nothing it links to may learn it. */
async function nurseOf(request: FastifyRequest, reply: FastifyReply) {
  reply.header('referrer-policy', 'no-referrer');
  return nurseScope(request.ctx.deps.db, header(request, MESSAGE_TOKEN_HEADER), request.ctx.deps.clock.now());
}

/** The message center (issue 16): the facility's shared inbox, and the nurse's side through her token. */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listConversationsContract, staff, (r) => listConversations(r.ctx, r.query));
  route(app, unreadMessagesContract, staff, (r) => unreadMessages(r.ctx, {}));
  route(app, createConversationContract, staff, (r) => createConversation(r.ctx, r.body));
  route(app, getConversationContract, staff, (r) => getConversation(r.ctx, r.params));
  route(app, listMessagesContract, staff, (r) => listMessages(r.ctx, { viewer: staffViewer(r.ctx), ...r.params, ...r.query }));
  route(app, sendMessageContract, staff, (r) => sendMessage(r.ctx, { viewer: staffViewer(r.ctx), ...r.params, ...r.body }));
  route(app, markConversationReadContract, staff, (r) => markRead(r.ctx, { viewer: staffViewer(r.ctx), ...r.params, ...r.body }));
  route(app, revokeMessageAccessContract, staff, (r) => revokeMessageAccess(r.ctx, r.params));

  route(app, tradeDeviceForMessageTokenContract, nurse, (r, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    return tradeDeviceForMessageToken(r.ctx, { deviceToken: header(r, TIME_CLOCK_DEVICE_HEADER) });
  });
  route(app, nurseInboxContract, nurse, async (r, reply) => nurseInbox(r.ctx, { scope: await nurseOf(r, reply) }));
  route(app, nurseMessagesContract, nurse, async (r, reply) =>
    listMessages(r.ctx, { viewer: nurseViewer(await nurseOf(r, reply)), ...r.params, ...r.query }),
  );
  route(app, nurseSendMessageContract, nurse, async (r, reply) =>
    sendMessage(r.ctx, { viewer: nurseViewer(await nurseOf(r, reply)), ...r.params, ...r.body }),
  );
  route(app, nurseMarkReadContract, nurse, async (r, reply) =>
    markRead(r.ctx, { viewer: nurseViewer(await nurseOf(r, reply)), ...r.params, ...r.body }),
  );
};
