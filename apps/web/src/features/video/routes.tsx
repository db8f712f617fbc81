import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The nurse's call link, public. */
export const videoPublicRoutes: RouteObject[] = [
  { path: paths.videoCallJoin, lazy: async () => ({ Component: (await import('./pages/video-call-join-page')).VideoCallJoinPage }) },
];

/** The manager's side of a call: signed in, full screen, outside the shell. */
export const videoSignedInRoutes: RouteObject[] = [
  { path: paths.videoChat, lazy: async () => ({ Component: (await import('./pages/video-chat-page')).VideoChatPage }) },
];
