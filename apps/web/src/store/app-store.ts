import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Profile } from '@careroster/shared/api/auth/get-profile';
import type { FacilityMembership, SessionAnswer } from '@careroster/shared/api/auth/login';
import type { Address } from '@careroster/shared/api/facility/get-address';
import { roles, type Role } from '@careroster/shared/roles';
import { readLocal, storageKeys, writeLocal } from './storage-keys';

/** Spec 000 section 3: the client state. Server data stays in TanStack Query. */
export interface AuthState {
  isAuthenticated: boolean;
  token: string | null;
  profile: Profile | null;
  role: Role | null;
}

export interface FacilityState {
  facilityId: string | null;
  /** The signed-in facility's address and settings, payroll_setting included (spec 000 section 3). */
  facilityInfo: Address | null;
  /** The caller's membership (and so role) at the current facility. */
  roleInfo: FacilityMembership | null;
  facilities: FacilityMembership[];
  notification: { unreadCount: number };
}

export interface VideoState {
  client: { roomName: string } | null;
  client_token: string | null;
}

interface AppState {
  auth: AuthState;
  facility: FacilityState;
  video: VideoState;
  stats: { statsData: Record<string, unknown> | null };
  notificationDrawer: { open: boolean };
  ui: { loading: boolean };

  /** Entry with access_token and facility_id (spec 000 "Entry query params"): profile follows. */
  startSession: (token: string, facilityId: string) => void;
  login: (answer: SessionAnswer) => void;
  setProfile: (profile: Profile) => void;
  /** Spec 000 section 4: logout clears profile, token and role. */
  logout: () => void;
  /** Spec 000 section 4: reset restores defaults (used when the user signs out). */
  reset: () => void;
  switchFacility: (membership: FacilityMembership) => void;
  setFacilityInfo: (info: Address | null) => void;
  setUnreadNotifications: (count: number) => void;
  setVideo: (video: VideoState) => void;
  setStatsData: (statsData: Record<string, unknown> | null) => void;
  setNotificationDrawerOpen: (open: boolean) => void;
  setLoading: (loading: boolean) => void;
}

const isRole = (value: string | null): value is Role => roles.some((r) => r === value);

const signedOutAuth: AuthState = { isAuthenticated: false, token: null, profile: null, role: null };

const emptyFacility: FacilityState = {
  facilityId: null,
  facilityInfo: null,
  roleInfo: null,
  facilities: [],
  notification: { unreadCount: 0 },
};

// The HTTP client reads these keys on every call; the store's actions are their only writers.
function writeCredentials(token: string | null, role: Role | null, facilityId: string | null) {
  writeLocal(storageKeys.apiToken, token);
  writeLocal(storageKeys.role, role);
  writeLocal(storageKeys.facilityId, facilityId);
}

function membershipFor(facilities: FacilityMembership[], facilityId: string | null) {
  return facilities.find((f) => f.id === facilityId) ?? null;
}

function initialAuth(): AuthState {
  const token = readLocal(storageKeys.apiToken);
  const role = readLocal(storageKeys.role);
  return { ...signedOutAuth, token, isAuthenticated: token !== null, role: isRole(role) ? role : null };
}

type PersistedState = Pick<AppState, 'auth' | 'facility' | 'video' | 'notificationDrawer'>;

export const useAppStore = create<AppState>()(
  persist(
    (set, get) => ({
      auth: initialAuth(),
      facility: { ...emptyFacility, facilityId: readLocal(storageKeys.facilityId) },
      video: { client: null, client_token: null },
      stats: { statsData: null },
      notificationDrawer: { open: false },
      ui: { loading: false },

      startSession: (token, facilityId) => {
        writeCredentials(token, null, facilityId);
        set({
          auth: { isAuthenticated: true, token, profile: null, role: null },
          facility: { ...emptyFacility, facilityId },
        });
      },
      login: (answer) => {
        const facilityId = answer.facility_id ?? answer.facilities[0]?.id ?? null;
        const roleInfo = membershipFor(answer.facilities, facilityId);
        const role = roleInfo?.role ?? answer.role;
        writeCredentials(answer.token, role, facilityId);
        set({
          auth: { isAuthenticated: true, token: answer.token, profile: answer.profile, role },
          facility: { ...emptyFacility, facilityId, roleInfo, facilities: answer.facilities },
        });
      },
      setProfile: (profile) => {
        const { facility, auth } = get();
        const roleInfo = membershipFor(profile.facilities, facility.facilityId);
        const role = roleInfo?.role ?? profile.role;
        writeLocal(storageKeys.role, role);
        set({
          auth: { ...auth, profile, role },
          facility: { ...facility, roleInfo, facilities: profile.facilities },
        });
      },
      logout: () => {
        writeLocal(storageKeys.apiToken, null);
        writeLocal(storageKeys.role, null);
        set({ auth: signedOutAuth });
      },
      reset: () => {
        writeCredentials(null, null, null);
        writeLocal(storageKeys.agaliaId, null);
        writeLocal(storageKeys.sessionVideoToken, null);
        set({
          auth: signedOutAuth,
          facility: emptyFacility,
          video: { client: null, client_token: null },
          stats: { statsData: null },
          notificationDrawer: { open: false },
          ui: { loading: false },
        });
      },
      switchFacility: (membership) => {
        const { auth, facility } = get();
        writeCredentials(auth.token, membership.role, membership.id);
        set({
          auth: { ...auth, role: membership.role },
          facility: { ...facility, facilityId: membership.id, roleInfo: membership, facilityInfo: null },
        });
      },
      setFacilityInfo: (facilityInfo) => set({ facility: { ...get().facility, facilityInfo } }),
      setUnreadNotifications: (unreadCount) => set({ facility: { ...get().facility, notification: { unreadCount } } }),
      setVideo: (video) => {
        writeLocal(storageKeys.sessionVideoToken, video.client_token);
        set({ video });
      },
      setStatsData: (statsData) => set({ stats: { statsData } }),
      setNotificationDrawerOpen: (open) => set({ notificationDrawer: { open } }),
      setLoading: (loading) => set({ ui: { loading } }),
    }),
    {
      name: storageKeys.appState,
      storage: createJSONStorage(() => window.localStorage),
      // Stats are excluded by spec 000 section 9. The loading flag is excluded too: a reload in
      // the middle of a request would otherwise leave a spinner that nothing clears. The token
      // lives only under its own key (see storage-keys.ts), so the blob never holds a second copy.
      partialize: (state): PersistedState => ({
        auth: { ...state.auth, token: null },
        facility: state.facility,
        video: state.video,
        notificationDrawer: state.notificationDrawer,
      }),
      merge: (persisted, current) => {
        const saved = persisted as Partial<PersistedState> | undefined;
        const token = readLocal(storageKeys.apiToken);
        const facilityId = readLocal(storageKeys.facilityId);
        // Another tab may have signed out (or a 401 removed the token) since the blob was written.
        const auth: AuthState = token === null ? signedOutAuth : { ...current.auth, ...saved?.auth, token, isAuthenticated: true };
        return {
          ...current,
          ...saved,
          auth,
          facility: { ...current.facility, ...saved?.facility, facilityId },
        };
      },
    },
  ),
);
