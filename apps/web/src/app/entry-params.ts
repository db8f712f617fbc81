import { useAppStore } from '../store/app-store';
import { storageKeys, writeLocal } from '../store/storage-keys';

/** Spec 000 "Entry query params": how the mobile app and e-mails hand a session to the web app. */
export interface EntryParams {
  accessToken: string | null;
  facilityId: string | null;
  routeTo: string | null;
  agaliaId: string | null;
  date: string | null;
  fromOwner: string | null;
  nurseId: string | null;
}

/** What the page at route_to receives as router state. */
export interface EntryRouteState {
  date: string | null;
  fromOwner: string | null;
  id: string | null;
}

export function readEntryParams(search: string): EntryParams {
  const params = new URLSearchParams(search);
  return {
    accessToken: params.get('access_token'),
    facilityId: params.get('facility_id'),
    routeTo: params.get('route_to'),
    agaliaId: params.get('agalia_id'),
    date: params.get('date'),
    fromOwner: params.get('fromOwner'),
    nurseId: params.get('nurse_id'),
  };
}

export const hasEntrySession = (entry: EntryParams) => entry.accessToken !== null && entry.facilityId !== null;

/**
 * Runs once, before the router starts. The token is removed from the address bar at once so it
 * does not stay in history, bookmarks, screenshots or the Referer of the next request.
 */
export function captureEntryParams(win: Window = window): EntryParams {
  const url = new URL(win.location.href);
  const entry = readEntryParams(url.search);
  if (url.searchParams.has('access_token')) {
    url.searchParams.delete('access_token');
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  if (entry.agaliaId !== null) writeLocal(storageKeys.agaliaId, entry.agaliaId);
  if (entry.accessToken !== null && entry.facilityId !== null) {
    useAppStore.getState().startSession(entry.accessToken, entry.facilityId);
  }
  return entry;
}
