import type { QueryKey } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { LiveEvent } from '@careroster/shared/api/live';
import type { Permission } from '@careroster/shared/roles';
import type { Part } from './slot';

/** What a shell page's route may say in its `handle`: the permission without which its chunk is not preloaded. */
export type ShellPageHandle = { permission?: Permission };

export interface NavItem {
  label: string;
  path: string;
  /** Hidden from callers without it (`callerCan`); the server enforces the same permission. */
  permission?: Permission;
  children?: readonly NavItem[];
  /** A count shown beside the label (and read with it): the caller's unread messages. */
  counter?: 'unreadMessages';
}

/**
 * One line of the menu as an area declares it. `order` places it among its siblings (areas add
 * lines to one menu, so the place is a number, not the order of the area list); `under` names
 * the path of the top-level line it sits in, so an area can add a line to another's group
 * (Roster under Shifts, Payroll under Payments) without importing it.
 */
export interface NavEntry extends Omit<NavItem, 'children'> {
  order: number;
  under?: string;
}

/** A query key prefix of the area and the live events that make it stale (events carry no content). */
export interface LiveKey {
  key: (facilityId: string) => QueryKey;
  staleOn: readonly LiveEvent['type'][];
}

/**
 * An area's public face to the app: the app's router, menu and live updates loop over the list
 * in `./index.ts` and never name an area. Components another area may use are named exports of
 * the area's `index.ts` beside this object.
 */
export interface Area {
  name: string;
  /** Pages anyone may open (spec 000 section 2: links from mails and texts, sign-in, info pages). */
  publicRoutes?: readonly RouteObject[];
  /** Signed-in pages outside the shell (full screen). */
  signedInRoutes?: readonly RouteObject[];
  /** Pages inside the signed-in shell, each its own chunk. */
  shellRoutes?: readonly RouteObject[];
  navigation?: readonly NavEntry[];
  liveKeys?: readonly LiveKey[];
  /** What this area shows in a lower area's page (the slots of `./slots.ts`). */
  parts?: readonly Part[];
}
