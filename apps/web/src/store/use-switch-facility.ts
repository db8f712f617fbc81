import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAppStore } from './app-store';

/**
 * Makes one of the caller's facilities the current one (the facility-id header), as the shell's
 * switcher and the owner's drill-down do. Answers false for a facility the caller is not a member of.
 */
export function useSwitchFacility(): (facilityId: string) => boolean {
  const queryClient = useQueryClient();
  return useCallback(
    (facilityId: string) => {
      const { facility, switchFacility } = useAppStore.getState();
      const membership = facility.facilities.find((f) => f.id === facilityId);
      if (!membership) return false;
      if (membership.id === facility.facilityId) return true;
      switchFacility(membership);
      // Everything on screen belonged to the previous facility.
      void queryClient.invalidateQueries();
      return true;
    },
    [queryClient],
  );
}
