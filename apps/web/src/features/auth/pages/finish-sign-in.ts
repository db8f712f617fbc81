import { useCallback } from 'react';
import type { SessionAnswer } from '@careroster/shared/api/auth/login';
import { paths } from '@careroster/shared/paths';
import { navigate } from '../../../public-shell/history';
import { useAppStore } from '../../../store/app-store';

/**
 * Takes a session answer (the password's, its second step's or the organisation's provider's) and
 * goes on: an owner or admin without a second factor sets one up before anything else (decision
 * 079); an owner whose company setup is open has no facility yet (decision 080); else the page the
 * user came for, or the dashboard.
 */
export function useFinishSignIn(from: string | null = null) {
  const signIn = useAppStore((state) => state.login);
  return useCallback(
    (answer: SessionAnswer) => {
      signIn(answer);
      const next = answer.facilities.length === 0 ? paths.setup : (from ?? paths.dashboard);
      navigate(answer.mfa_setup_required ? paths.mfaSetup : next, { replace: true });
    },
    [signIn, from],
  );
}
